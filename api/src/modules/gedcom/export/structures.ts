import type { GedcomRecord } from '../reader/index.ts';
import type { PersonFields } from '../plan/types.ts';

// The structures that say what Kinfolk models, from fields: the same ones make a new record (written
// straight out, a tree may hold 100,000 people) and replace a kept record's structure that no
// longer says what the person's fields say (built as nodes, to patch).

/** Where structures go: lines written out, or nodes built. A DATE goes through `date`, which each version writes its own way. */
export interface Out {
  line(level: number, tag: string, value?: string): void;
  date(level: number, value: string): void;
}

export const node = (tag: string, value = '', children: GedcomRecord[] = []): GedcomRecord => ({ tag, xref: null, value, line: 0, children });

/** Builds structures as nodes: what is written at `level` 1 becomes a top-level node. */
export class NodeOut implements Out {
  readonly nodes: GedcomRecord[] = [];
  private stack: GedcomRecord[] = [];

  line(level: number, tag: string, value = ''): void {
    const made = node(tag, value);
    this.stack.length = level - 1;
    if (level === 1) this.nodes.push(made);
    else this.stack[level - 2].children.push(made);
    this.stack.push(made);
  }

  date(level: number, value: string): void {
    this.line(level, 'DATE', value);
  }
}

const MESSY = /\/|\s\s|[^\S ]|^ | $/;
/** A name part without slashes (they mark the surname) and with single spaces. */
const part = (text: string) => (MESSY.test(text) ? text.replaceAll('/', ' ').replace(/\s+/g, ' ').trim() : text);

/** A NAME value with the surname between slashes. */
export const nameValue = (firstName: string, lastName: string) => (firstName ? `${part(firstName)} /${part(lastName)}/` : `/${part(lastName)}/`);

export const SEX: Record<string, string> = { male: 'M', female: 'F', other: 'U' };

/** An event with its date and place; `happened` writes `Y` for an event known without either. Returns whether it wrote one. */
export function event(out: Out, level: number, tag: string, date: string | null, place: string | null, happened = false): boolean {
  if (!date && !place) {
    if (happened) out.line(level, tag, 'Y');
    return happened;
  }
  out.line(level, tag);
  if (date) out.date(level + 1, date);
  if (place) out.line(level + 1, 'PLAC', place);
  return true;
}

/** The groups of a person's fields, each with the record structures that say it. */
export const PERSON_GROUPS = {
  name: { keys: ['firstName', 'lastName'], tags: ['NAME'] },
  otherNames: { keys: ['otherNames'], tags: ['NAME'] },
  gender: { keys: ['gender'], tags: ['SEX'] },
  birth: { keys: ['birthDate', 'birthPlace'], tags: ['BIRT'] },
  christening: { keys: ['christeningDate', 'christeningPlace'], tags: ['CHR', 'BAPM'] },
  death: { keys: ['deathDate', 'deathPlace', 'isAlive'], tags: ['DEAT'] },
  burial: { keys: ['burialDate', 'burialPlace'], tags: ['BURI'] },
  occupation: { keys: ['occupation'], tags: ['OCCU'] },
  bio: { keys: ['bio'], tags: ['NOTE', 'SNOTE'] },
} as const satisfies Record<string, { keys: (keyof PersonFields)[]; tags: string[] }>;

export type PersonGroup = keyof typeof PERSON_GROUPS;
export const GROUPS = Object.keys(PERSON_GROUPS) as PersonGroup[];

const same = (a: PersonFields[keyof PersonFields], b: PersonFields[keyof PersonFields]) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/** The groups whose fields differ between two sets of fields. */
export const changedGroups = (a: PersonFields, b: PersonFields) => GROUPS.filter((group) => PERSON_GROUPS[group].keys.some((key) => !same(a[key], b[key])));

/** Writes the level-1 structures that say one group of fields. */
export function writeGroup(out: Out, group: PersonGroup, f: PersonFields): void {
  switch (group) {
    case 'name':
      return out.line(1, 'NAME', nameValue(f.firstName, f.lastName));
    case 'otherNames':
      for (const name of f.otherNames) out.line(1, 'NAME', part(name));
      return;
    case 'gender':
      return out.line(1, 'SEX', SEX[f.gender] ?? 'U');
    case 'birth':
      return void event(out, 1, 'BIRT', f.birthDate, f.birthPlace);
    case 'christening':
      return void event(out, 1, 'CHR', f.christeningDate, f.christeningPlace);
    case 'death':
      // Died, with nothing else known: a burial says so already.
      return void event(out, 1, 'DEAT', f.deathDate, f.deathPlace, !f.isAlive && !f.burialDate && !f.burialPlace);
    case 'burial':
      return void event(out, 1, 'BURI', f.burialDate, f.burialPlace);
    case 'occupation':
      return f.occupation ? out.line(1, 'OCCU', f.occupation) : undefined;
    case 'bio':
      return f.bio ? out.line(1, 'NOTE', f.bio) : undefined;
  }
}

/** The structures of one group as nodes, to put into a kept record. */
export function groupStructures(group: PersonGroup, f: PersonFields): GedcomRecord[] {
  const out = new NodeOut();
  writeGroup(out, group, f);
  return out.nodes;
}

/** A new INDI's structures for what Kinfolk models, in the usual order. */
export function writePerson(out: Out, f: PersonFields): void {
  for (const group of GROUPS) writeGroup(out, group, f);
}
