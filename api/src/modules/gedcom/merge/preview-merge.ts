import type { EntityManager } from '@mikro-orm/postgresql';
import type { MergeConflict, MergePreview } from '../gedcom-job.entity.ts';
import { familyFieldsOf, personFieldsOf } from '../plan/index.ts';
import type { FamilyFields, ImportPlan, PersonFields, PlannedChild, PlannedFamily, PlannedPerson } from '../plan/types.ts';
import { recordFromText } from '../records/record-text.ts';
import { FAMILY_FIELDS, NO_FAMILY_FIELDS, NO_PERSON_FIELDS, PERSON_FIELDS, shownValue, threeWay } from './fields.ts';
import { matchFamilies, matchPeople } from './match.ts';
import { loadTreeState, type PartnerEdge, type TreeFamily, type TreePerson, type TreeState } from './tree-state.ts';
import { requestLanguage, t } from '../../../i18n.ts';

/** The conflicts a preview lists; the count covers them all. */
export const PREVIEW_CONFLICTS = 500;

/** A person of the file found in the tree. */
export interface PersonMerge {
  planned: PlannedPerson;
  memberId: string;
  mine: PersonFields;
  /** Fields only the file changed: the file's value is taken. */
  take: (keyof PersonFields)[];
  /** Fields both sides changed, differently: the user's choice decides. */
  conflicts: (keyof PersonFields)[];
  /** The kept record is missing or differs from the file's (ids, order or lines). */
  keepRecord: boolean;
}

/** A family of the file found in the tree: by its kept record, or as a partnership between people found. */
export interface FamilyMerge {
  planned: PlannedFamily;
  kept: TreeFamily | null;
  /** The partnership between its two partners, when both were found and are partnered. */
  edge: PartnerEdge | null;
  mine: FamilyFields;
  take: (keyof FamilyFields)[];
  conflicts: (keyof FamilyFields)[];
  /** Partner and parent links the tree lacks, some to people the merge adds. */
  newLinks: NewLink[];
}

/** A link a found family has in the file and not in the tree, between file xrefs. */
export type NewLink = { kind: 'partner' | 'parent'; from: string; to: string; pedigree: PlannedChild['pedigree'] };

export interface MergeAnalysis {
  preview: MergePreview;
  /** File xref → member id of everyone found in the tree. */
  matches: Map<string, string>;
  people: PersonMerge[];
  families: FamilyMerge[];
  newPeople: PlannedPerson[];
  newFamilies: PlannedFamily[];
}

/**
 * Compares a mapped file with the tree it is merged into, three ways per field: as last imported
 * (the kept record), as the tree has it now, as the file has it. Reads the tree in a few statements.
 */
export async function previewMerge(em: EntityManager, treeId: string, plan: ImportPlan): Promise<MergeAnalysis> {
  const state = await loadTreeState(em, treeId);
  const found = matchPeople(plan, state.people);
  const matches = new Map([...found].map(([xref, person]) => [xref, person.id]));
  const conflicts: MergeConflict[] = [];
  const people: PersonMerge[] = [];
  const newPeople: PlannedPerson[] = [];
  for (const planned of plan.people) {
    const person = found.get(planned.xref);
    if (!person) newPeople.push(planned);
    else people.push(comparePerson(plan.source, planned, person, state, conflicts));
  }
  const { families, newFamilies } = compareFamilies(plan, state, found, conflicts);
  const changedPeople = people.filter((p) => p.take.length || p.conflicts.length).length;
  const changedFamilies = families.filter((f) => f.take.length || f.conflicts.length || f.newLinks.length).length;
  const preview: MergePreview = {
    new: newPeople.length + newFamilies.length,
    updated: changedPeople + changedFamilies,
    unchanged: people.length - changedPeople + families.length - changedFamilies,
    conflictCount: conflicts.length,
    conflicts: conflicts.slice(0, PREVIEW_CONFLICTS),
  };
  return { preview, matches, people, families, newPeople, newFamilies };
}

function comparePerson(source: string, planned: PlannedPerson, person: TreePerson, state: TreeState, conflicts: MergeConflict[]): PersonMerge {
  const kept = person.kept;
  const text = planned.text;
  const base = !kept ? NO_PERSON_FIELDS : kept.record === text && !planned.pointsToNotes ? planned.fields : keptFields(kept, state);
  const { take, conflicts: both } = threeWay(base, person.fields, planned.fields);
  const subject = both.length ? nameOf(person.fields) : '';
  for (const field of both) {
    conflicts.push({
      id: `${person.id}:${field}`,
      subject,
      field: t(PERSON_FIELDS[field]),
      mine: shownValue(person.fields[field]),
      theirs: shownValue(planned.fields[field]),
      line: planned.line,
    });
  }
  const keepRecord =
    !kept || kept.record !== text || kept.source !== source || kept.xref !== planned.xref ||
    kept.position !== planned.position || kept.uid !== planned.uid || kept.refn !== planned.refn;
  return { planned, memberId: person.id, mine: person.fields, take, conflicts: both, keepRecord };
}

/** The fields of a kept record, with the notes kept from the same file. */
const keptFields = (kept: NonNullable<TreePerson['kept']>, state: TreeState) =>
  personFieldsOf(recordFromText(kept.record), state.notes.get(kept.source) ?? new Map<string, string>());


function compareFamilies(plan: ImportPlan, state: TreeState, found: Map<string, TreePerson>, conflicts: MergeConflict[]) {
  const keptMatches = matchFamilies(plan, state.families, found);
  const families: FamilyMerge[] = [];
  const newFamilies: PlannedFamily[] = [];
  for (const planned of plan.families) {
    const partners = planned.partners.map((xref) => found.get(xref) ?? null);
    const pair = partners.length === 2 && partners.every((p) => p !== null) ? partnerKey(partners[0]!.id, partners[1]!.id) : null;
    const edge = pair ? (state.partners.get(pair) ?? null) : null;
    const kept = keptMatches.get(planned.xref) ?? null;
    // A family neither kept nor partnered in the tree is written as new (to people found or added),
    // unless the tree already links all of its people as it says (a parent and children, as Kinfolk
    // writes a family of one parent).
    if (!kept && !edge && !linkedAlready(planned, partners, found, state)) {
      newFamilies.push(planned);
      continue;
    }
    const base = kept ? familyFieldsOf(recordFromText(kept.record)) : NO_FAMILY_FIELDS;
    const mine = edge ? edge.fields : base;
    const { take, conflicts: both } = threeWay(base, mine, planned.fields);
    const names = both.length ? partners.map((p, i) => (p ? nameOf(p.fields) : nameOfPlanned(plan, planned.partners[i]))) : [];
    const subject = names.length ? new Intl.ListFormat(requestLanguage(), { type: 'conjunction' }).format(names) : '';
    for (const field of both) {
      conflicts.push({
        id: `${kept?.id ?? edge!.id}:${field}`,
        subject: t('gedcom:merge.familyOf', { names: subject }),
        field: t(FAMILY_FIELDS[field]),
        mine: shownValue(mine[field]),
        theirs: shownValue(planned.fields[field]),
        line: planned.line,
      });
    }
    families.push({ planned, kept, edge, mine, take, conflicts: both, newLinks: missingLinks(planned, partners, edge, found, state) });
  }
  return { families, newFamilies };
}

/** Whether the tree has every person of the family, and every link between them the family makes. */
function linkedAlready(planned: PlannedFamily, partners: (TreePerson | null)[], found: Map<string, TreePerson>, state: TreeState): boolean {
  if (!partners.length || partners.some((p) => p === null) || planned.children.some((child) => !found.has(child.xref))) return false;
  return missingLinks(planned, partners, null, found, state).length === 0;
}

/** Links of a found family the tree lacks: its partnership, and each partner's link to each child. */
function missingLinks(planned: PlannedFamily, partners: (TreePerson | null)[], edge: PartnerEdge | null, found: Map<string, TreePerson>, state: TreeState): NewLink[] {
  const missing: NewLink[] = [];
  if (partners.length === 2 && !edge && planned.fields.partnerKind !== null) missing.push({ kind: 'partner', from: planned.partners[0], to: planned.partners[1], pedigree: null });
  for (const child of planned.children) {
    const childId = found.get(child.xref)?.id;
    planned.partners.forEach((xref, i) => {
      const partner = partners[i];
      if (!partner || !childId || !state.parents.has(`${partner.id}:${childId}`)) missing.push({ kind: 'parent', from: xref, to: child.xref, pedigree: child.pedigree });
    });
  }
  return missing;
}

export const partnerKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

const nameOf = (fields: Pick<PersonFields, 'firstName' | 'lastName'>) => `${fields.firstName} ${fields.lastName}`.trim() || t('gedcom:merge.noName');

function nameOfPlanned(plan: ImportPlan, xref: string): string {
  const person = plan.people.find((p) => p.xref === xref);
  return person ? nameOf(person.fields) : t('gedcom:merge.someone');
}
