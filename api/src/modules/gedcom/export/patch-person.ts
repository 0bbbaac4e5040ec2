import type { GedcomRecord } from '../reader/index.ts';
import type { PersonFields } from '../plan/types.ts';
import { personFieldsOf } from '../plan/index.ts';
import { changedGroups, groupStructures, nameValue, node, PERSON_GROUPS, SEX, type PersonGroup } from './structures.ts';

// A kept INDI record says what the person was at import; the person may have changed since. Only the
// structures of the fields that changed are touched: a value is set in place (keeping the sources
// and notes under it), a structure added or removed. If the result still does not read as the
// person's fields, the structures of that field are written afresh.

/** Where a new structure goes: after the structures that come before it in this order. */
const ORDER = ['NAME', 'SEX', 'BIRT', 'CHR', 'BAPM', 'DEAT', 'BURI', 'OCCU'];

function insertInOrder(record: GedcomRecord, structures: GedcomRecord[]): void {
  if (!structures.length) return;
  const rank = ORDER.indexOf(structures[0].tag);
  if (rank < 0) {
    record.children.push(...structures);
    return;
  }
  let at = 0;
  record.children.forEach((child, i) => {
    const r = ORDER.indexOf(child.tag);
    if (r >= 0 && r <= rank) at = i + 1;
  });
  record.children.splice(at, 0, ...structures);
}

/** The first structure of the first of `tags` the record has (a christening is CHR, else BAPM). */
const firstOf = (record: GedcomRecord, tags: readonly string[]) => {
  for (const tag of tags) {
    const found = record.children.find((c) => c.tag === tag);
    if (found) return found;
  }
  return undefined;
};
const remove = (record: GedcomRecord, keep: (child: GedcomRecord) => boolean) => (record.children = record.children.filter(keep));

/** Sets (or adds, or removes when null) a substructure's value; a changed place loses what described the old one. */
function setSub(parent: GedcomRecord, tag: string, value: string | null, at: number): void {
  const found = parent.children.find((c) => c.tag === tag);
  if (value === null) {
    if (found) remove(parent, (c) => c !== found);
  } else if (!found) parent.children.splice(Math.min(at, parent.children.length), 0, node(tag, value));
  else if (found.value !== value) {
    found.value = value;
    found.children = tag === 'DATE' ? found.children.filter((c) => c.tag === 'TIME') : [];
  }
}

/** Sets an event's date and place (a place left `undefined` stays as it is); `happened` keeps it without either. */
export function patchEvent(record: GedcomRecord, tags: readonly string[], date: string | null, place: string | null | undefined, happened: boolean): void {
  const found = firstOf(record, tags);
  if (!found) {
    if (date || place || happened) insertInOrder(record, [node(tags[0], date || place ? '' : 'Y', [...(date ? [node('DATE', date)] : []), ...(place ? [node('PLAC', place)] : [])])]);
    return;
  }
  setSub(found, 'DATE', date, 0);
  if (place !== undefined) setSub(found, 'PLAC', place, 1);
  if (found.children.length) return;
  if (happened) found.value = 'Y';
  else if (found.value === '' || found.value.toUpperCase() === 'Y') remove(record, (c) => c !== found);
}

function patchGroup(record: GedcomRecord, group: PersonGroup, cur: PersonFields, base: PersonFields): void {
  switch (group) {
    case 'name': {
      const name = firstOf(record, ['NAME']);
      if (!name) return insertInOrder(record, groupStructures('name', cur));
      name.value = nameValue(cur.firstName, cur.lastName);
      remove(name, (c) => c.tag !== 'SPFX' && c.tag !== 'NSFX');
      for (const c of name.children) {
        if (c.tag === 'GIVN') c.value = cur.firstName;
        if (c.tag === 'SURN') c.value = cur.lastName;
      }
      return;
    }
    case 'otherNames': {
      const names = record.children.filter((c) => c.tag === 'NAME');
      const others = cur.otherNames.map((text, i) => (base.otherNames[i] === text && names[i + 1] ? names[i + 1] : node('NAME', text)));
      const at = names.length ? record.children.indexOf(names[0]) + 1 : 0;
      remove(record, (c) => c.tag !== 'NAME' || c === names[0]);
      record.children.splice(at, 0, ...others);
      return;
    }
    case 'gender': {
      const sex = firstOf(record, ['SEX']);
      if (sex) sex.value = SEX[cur.gender] ?? 'U';
      else insertInOrder(record, groupStructures('gender', cur));
      return;
    }
    case 'birth':
      return patchEvent(record, ['BIRT'], cur.birthDate, cur.birthPlace, false);
    case 'christening':
      return patchEvent(record, ['CHR', 'BAPM'], cur.christeningDate, cur.christeningPlace, false);
    case 'death':
      return patchEvent(record, ['DEAT'], cur.deathDate, cur.deathPlace, !cur.isAlive && !cur.burialDate && !cur.burialPlace);
    case 'burial':
      return patchEvent(record, ['BURI'], cur.burialDate, cur.burialPlace, false);
    case 'occupation': {
      const occupation = firstOf(record, ['OCCU']);
      if (!cur.occupation) remove(record, (c) => c !== occupation);
      else if (occupation) occupation.value = cur.occupation;
      else insertInOrder(record, groupStructures('occupation', cur));
      return;
    }
    case 'bio':
      remove(record, (c) => c.tag !== 'NOTE' && c.tag !== 'SNOTE');
      record.children.push(...groupStructures('bio', cur));
  }
}

/** Writes a group's structures afresh, where the first of the old ones stood. */
function rewriteGroup(record: GedcomRecord, group: PersonGroup, cur: PersonFields): void {
  const tags: readonly string[] = PERSON_GROUPS[group].tags;
  const names = record.children.filter((c) => c.tag === 'NAME');
  const old = group === 'name' ? names.slice(0, 1) : group === 'otherNames' ? names.slice(1) : record.children.filter((c) => tags.includes(c.tag));
  const at = old.length ? record.children.indexOf(old[0]) : -1;
  remove(record, (c) => !old.includes(c));
  if (at < 0) insertInOrder(record, groupStructures(group, cur));
  else record.children.splice(at, 0, ...groupStructures(group, cur));
}

/**
 * Makes a kept INDI record say the person's current fields, in place. `notes` are the texts of the
 * NOTE records of the record's own file. Returns whether anything changed.
 */
export function patchPerson(record: GedcomRecord, cur: PersonFields, notes: Map<string, string>): boolean {
  const base = personFieldsOf(record, notes);
  const changed = changedGroups(cur, base);
  if (!changed.length) return false;
  for (const group of changed) patchGroup(record, group, cur, base);
  for (const group of changedGroups(cur, personFieldsOf(record, notes))) rewriteGroup(record, group, cur);
  return true;
}
