import type { GedcomRecord } from '../../reader/index.ts';
import type { ImportPlan, PersonFields, PlannedChild, PlannedFamily, PlannedPerson, PlannedPedigree } from '../../plan/types.ts';
import { recordToText } from '../../records/record-text.ts';

// Plans built by hand for the writer's tests, as the mapper would hand them over.

const node = (tag: string, value = '', children: GedcomRecord[] = [], xref: string | null = null): GedcomRecord => ({ tag, xref, value, line: 0, children });

const event = (tag: string, date: string | null, place: string | null) =>
  date || place ? [node(tag, '', [...(date ? [node('DATE', date)] : []), ...(place ? [node('PLAC', place)] : [])])] : [];

export const NO_FIELDS: PersonFields = {
  firstName: '', lastName: '', otherNames: [], gender: 'other', birthDate: null, birthPlace: null, christeningDate: null, christeningPlace: null,
  deathDate: null, deathPlace: null, burialDate: null, burialPlace: null, occupation: null, bio: null, isAlive: true,
};

/** A person whose kept record says what the fields say (names, sex, life events, occupation). */
export function person(xref: string, fields: Partial<PersonFields>, extra: Partial<PlannedPerson> = {}): PlannedPerson {
  const f = { ...NO_FIELDS, ...fields };
  const record = node('INDI', '', [
    node('NAME', `${f.firstName} /${f.lastName}/`),
    node('SEX', f.gender === 'male' ? 'M' : f.gender === 'female' ? 'F' : 'U'),
    ...event('BIRT', f.birthDate, f.birthPlace),
    ...event('CHR', f.christeningDate, f.christeningPlace),
    ...event('DEAT', f.deathDate, f.deathPlace),
    ...event('BURI', f.burialDate, f.burialPlace),
    ...(f.occupation ? [node('OCCU', f.occupation)] : []),
  ], xref);
  return { xref, line: 0, position: 0, fields: f, uid: null, refn: null, photo: null, text: recordToText(record), pointsToNotes: false, ...extra };
}

/** A family of up to two partners and their children (`[xref, pedigree]`), married on `marriageDate` if given. */
export function family(xref: string, partners: string[], children: [string, PlannedPedigree | null][], fields: Partial<PlannedFamily['fields']> = {}): PlannedFamily {
  const planned: PlannedChild[] = children.map(([child, pedigree]) => ({ xref: child, pedigree }));
  const f = { partnerKind: partners.length === 2 ? ('married' as const) : null, marriageDate: null, marriagePlace: null, divorceDate: null, ...fields };
  const record = node('FAM', '', [
    ...partners.map((p, i) => node(i === 0 ? 'HUSB' : 'WIFE', p)),
    ...planned.map((c) => node('CHIL', c.xref)),
    ...event('MARR', f.marriageDate, f.marriagePlace),
    ...event('DIV', f.divorceDate, null),
  ], xref);
  return { xref, line: 0, position: 0, partners, children: planned, fields: f, uid: null, text: recordToText(record) };
}

export const planOf = (people: PlannedPerson[], families: PlannedFamily[] = [], others: ImportPlan['others'] = []): ImportPlan => ({
  source: 'TestProgram', version: '5.5.1', people: people.map((p, i) => ({ ...p, position: i })), families: families.map((f, i) => ({ ...f, position: i })), others, head: null, report: [],
});

/**
 * A large file's worth of people: each family's first partner is a child of the family before (the
 * second comes from outside), with two children of their own, so the generations link up as in a
 * real tree: a third as many families as people, and about five edges per family.
 */
export function bigPlan(count: number): ImportPlan {
  const people: PlannedPerson[] = [];
  const families: PlannedFamily[] = [];
  for (let i = 0; i < count; i++) {
    const year = 1500 + (i % 500);
    people.push(person(`@I${i}@`, {
      firstName: `Given${i}`, lastName: `Family${i % 997}`, gender: i % 2 ? 'female' : 'male', birthDate: `${(i % 28) + 1} MAR ${year}`, birthPlace: `Town ${i % 313}`,
      deathDate: `ABT ${year + 60}`, isAlive: false, occupation: i % 3 ? 'Farmer' : null,
    }));
  }
  for (let i = 1; i + 2 < count; i += 3) {
    const partners = [`@I${i - 1}@`, `@I${i}@`];
    families.push(family(`@F${i}@`, partners, [[`@I${i + 1}@`, null], [`@I${i + 2}@`, i % 8 === 1 ? 'adopted' : null]], { marriageDate: `${1520 + (i % 500)}` }));
  }
  return planOf(people, families);
}
