import type { GedcomRecord } from '../reader/index.ts';
import type { FamilyFields } from '../plan/types.ts';
import type { PartnerEdge } from './export-rows.ts';
import { familyFieldsOf } from '../plan/index.ts';
import { NOT_A_COUPLE } from '../plan/family-fields.ts';
import { patchEvent } from './patch-person.ts';
import { event, node, type Out } from './structures.ts';

/**
 * What a family says of its partnership, from its partner edge (null: no partnership recorded).
 * Dates and places are left out when either partner's details are hidden from the viewer.
 */
export function familyFieldsOfEdge(edge: PartnerEdge | null, hidden: boolean): FamilyFields {
  // A family without a partnership: one parent, or two who are parents together and not a couple.
  if (!edge) return { partnerKind: null, marriageDate: null, marriagePlace: null, divorceDate: null };
  const kind = edge.partnerKind === 'divorced' ? 'divorced' : edge.partnerKind === 'partner' ? 'partner' : 'married';
  const married = kind !== 'partner' && !hidden;
  return {
    partnerKind: kind,
    marriageDate: married ? (edge.startValue ?? edge.startDate) : null,
    marriagePlace: married ? edge.startPlace : null,
    divorceDate: kind === 'divorced' && !hidden ? (edge.endValue ?? edge.endDate) : null,
  };
}

/**
 * A new FAM's partnership structures: the marriage, the divorce, or, since GEDCOM has no tag for
 * them, partners who are not married or who separated as an event of their own.
 */
export function writePartnership(out: Out, fields: FamilyFields, edge: PartnerEdge | null, hidden: boolean, partners: number): void {
  if (partners === 2 && fields.partnerKind === null) out.line(1, NOT_A_COUPLE, 'Y');
  if (fields.partnerKind === 'married' || fields.partnerKind === 'divorced') event(out, 1, 'MARR', fields.marriageDate, fields.marriagePlace, true);
  if (fields.partnerKind === 'divorced') event(out, 1, 'DIV', fields.divorceDate, null, true);
  if (edge?.partnerKind !== 'separated' && edge?.partnerKind !== 'partner') return;
  const separated = edge.partnerKind === 'separated';
  const date = hidden ? null : separated ? (edge.endValue ?? edge.endDate) : (edge.startValue ?? edge.startDate);
  const place = hidden || separated ? null : edge.startPlace;
  if (!separated && !date && !place) return;
  out.line(1, 'EVEN');
  out.line(2, 'TYPE', separated ? 'Separation' : 'Partnership');
  if (date) out.date(2, date);
  if (place) out.line(2, 'PLAC', place);
}

export const sameFields = (a: FamilyFields, b: FamilyFields) =>
  a.partnerKind === b.partnerKind && a.marriageDate === b.marriageDate && a.marriagePlace === b.marriagePlace && a.divorceDate === b.divorceDate;

/**
 * Makes a kept FAM record say its partnership as the partner edge does now. A family without two
 * partners says nothing Kinfolk models of a partnership, so its events stay as they were.
 */
export function patchFamily(record: GedcomRecord, cur: FamilyFields, hasEdge: boolean, partners: number): void {
  if (!hasEdge && partners < 2) return;
  if (sameFields(cur, familyFieldsOf(record))) return;
  const married = cur.partnerKind === 'married' || cur.partnerKind === 'divorced';
  if (married) patchEvent(record, ['MARR'], cur.marriageDate, cur.marriagePlace, true);
  else record.children = record.children.filter((c) => c.tag !== 'MARR');
  if (cur.partnerKind === 'divorced') patchEvent(record, ['DIV'], cur.divorceDate, undefined, true);
  else record.children = record.children.filter((c) => c.tag !== 'DIV');
  record.children = record.children.filter((c) => c.tag !== NOT_A_COUPLE);
  if (cur.partnerKind === null) record.children.push(node(NOT_A_COUPLE, 'Y'));
}
