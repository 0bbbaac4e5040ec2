import type { GedcomRecord } from '../reader/index.ts';
import { eventDate, eventPlace, firstChild, pointerOf, type Report } from './structures.ts';
import type { FamilyFields, PlannedPedigree } from './types.ts';

/** The tags of a family's partners: HUSB and WIFE, whatever the partners' sexes (5.5 to 7.0). */
export const PARTNER_TAGS = new Set(['HUSB', 'WIFE']);

/** Kinfolk's own tag (`1 _NOT_A_COUPLE Y`) on a family whose two partners are parents together and not a couple. */
export const NOT_A_COUPLE = '_NOT_A_COUPLE';

/** Reads the fields of a FAM record, reporting values cut to their column when `report` is given. */
export function readFamilyFields(record: GedcomRecord, report?: Report): FamilyFields {
  const partners: string[] = [];
  for (const child of record.children) {
    const pointer = PARTNER_TAGS.has(child.tag) ? pointerOf(child.value) : null;
    if (pointer && !partners.includes(pointer)) partners.push(pointer);
  }
  const marriage = firstChild(record, 'MARR');
  const divorce = firstChild(record, 'DIV');
  const notACouple = !marriage && !divorce && firstChild(record, NOT_A_COUPLE)?.value.trim().toUpperCase() === 'Y';
  return {
    partnerKind: partners.length < 2 || notACouple ? null : divorce ? 'divorced' : marriage ? 'married' : 'partner',
    marriageDate: eventDate(marriage, 'marriageDate', record.xref, report),
    marriagePlace: eventPlace(marriage, 'marriagePlace', record.xref, report),
    divorceDate: eventDate(divorce, 'divorceDate', record.xref, report),
  };
}

/** What Kinfolk models of a FAM record. Pure. */
export function familyFieldsOf(record: GedcomRecord): FamilyFields {
  return readFamilyFields(record);
}

const PEDIGREES: Record<string, PlannedPedigree> = {
  birth: 'birth', natural: 'birth', biological: 'birth', adopted: 'adopted', foster: 'foster',
};

/** A PEDI (or _FREL/_MREL) value as Kinfolk's pedigree; sealing, step, other and unknown say nothing. */
export function pedigreeOf(value: string | undefined): PlannedPedigree | null {
  return PEDIGREES[value?.trim().toLowerCase() ?? ''] ?? null;
}

/** A child's pedigree from a FAM's CHIL structure (`_FREL`/`_MREL`): adopted or foster by either parent wins. */
export function childPedigreeOf(chil: GedcomRecord): PlannedPedigree | null {
  const found = ['_FREL', '_MREL'].map((tag) => pedigreeOf(firstChild(chil, tag)?.value));
  return found.find((p) => p === 'adopted') ?? found.find((p) => p === 'foster') ?? found.find((p) => p === 'birth') ?? null;
}
