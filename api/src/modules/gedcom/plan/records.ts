import type { GedcomReadResult, GedcomRecord } from '../reader/index.ts';
import { GedcomRefusedError } from './errors.ts';
import type { Report } from './structures.ts';
import { t } from '../../../i18n.ts';
import { numberText } from '../number-text.ts';


/** Top-level tags only a GEDCOM file has; a file with none of them is something else. */
const RECORD_TAGS = new Set(['HEAD', 'INDI', 'FAM', 'NOTE', 'SNOTE', 'SOUR', 'REPO', 'OBJE', 'SUBM', 'SUBN']);

export interface PlacedRecord {
  record: GedcomRecord & { xref: string };
  position: number;
}

/** A record other than a person or a family, with its place among the file's records. */
export interface PlacedOther {
  xref: string | null;
  tag: string;
  position: number;
  record: GedcomRecord;
}

// What an id names, packed with the index in its list into one number: `index * KINDS + kind`.
const PERSON = 0;
const FAMILY = 1;
const OTHER = 2;
const KINDS = 3;

export interface SortedRecords {
  head: GedcomRecord | null;
  people: PlacedRecord[];
  families: PlacedRecord[];
  others: PlacedOther[];
  /** NOTE and SNOTE record id → text, for people's notes. */
  notes: Map<string, string>;
  /** OBJE record id → record, for people's photos. */
  objects: Map<string, GedcomRecord>;
  /** Every id of the file (after repairs) → what it names, packed; read through `personAt` and `familyAt`. */
  ids: Map<string, number>;
}

/** The index in `people` of the person with this id, or -1. */
export function personAt(sorted: SortedRecords, xref: string): number {
  const found = sorted.ids.get(xref);
  return found !== undefined && found % KINDS === PERSON ? (found - PERSON) / KINDS : -1;
}

/** The index in `families` of the family with this id, or -1. */
export function familyAt(sorted: SortedRecords, xref: string): number {
  const found = sorted.ids.get(xref);
  return found !== undefined && found % KINDS === FAMILY ? (found - FAMILY) / KINDS : -1;
}

function lastLine(record: GedcomRecord): number {
  const last = record.children.at(-1);
  return last ? lastLine(last) : record.line;
}

/** Refuses files that are not GEDCOM at all, or hold more people than one import may bring. */
function refuse(read: GedcomReadResult, maxPeople: number | undefined): void {
  if (!read.records.some((record) => RECORD_TAGS.has(record.tag))) {
    throw new GedcomRefusedError(t('gedcom:refused.notGedcom'));
  }
  const people = read.records.reduce((count, record) => count + (record.tag === 'INDI' ? 1 : 0), 0);
  if (maxPeople !== undefined && people > maxPeople) {
    throw new GedcomRefusedError(t('gedcom:refused.tooManyPeople', { people: numberText(people), max: numberText(maxPeople) }));
  }
}

/** An id no record of the file uses, for a record that came without one. */
function idMaker(records: GedcomRecord[]): (letter: string) => string {
  const next: Record<string, number> = {};
  let used: Set<string> | null = null;
  return (letter) => {
    used ??= new Set(records.flatMap((record) => (record.xref ? [record.xref] : [])));
    let id: string;
    do id = `@${letter}${(next[letter] = (next[letter] ?? 0) + 1)}@`;
    while (used.has(id));
    used.add(id);
    return id;
  };
}

function firstLine(sorted: SortedRecords, found: number): number {
  const index = Math.floor(found / KINDS);
  const kind = found % KINDS;
  return (kind === PERSON ? sorted.people[index] : kind === FAMILY ? sorted.families[index] : sorted.others[index]).record.line;
}

/** Sorts the file's records into people, families and others: one HEAD, unique ids, every person and family with one. */
export function sortRecords(read: GedcomReadResult, report: Report, maxPeople?: number): SortedRecords {
  refuse(read, maxPeople);
  const sorted: SortedRecords = { head: null, people: [], families: [], others: [], notes: new Map(), objects: new Map(), ids: new Map() };
  const newId = idMaker(read.records);
  let trailer = false;
  read.records.forEach((record, position) => {
    if (record.tag === 'HEAD') {
      if (sorted.head) report(record.line, t('gedcom:repair.secondHead', { line: sorted.head.line }));
      else sorted.head = record;
      return;
    }
    if (record.tag === 'TRLR') {
      trailer = true;
      return;
    }
    const found = record.xref ? sorted.ids.get(record.xref) : undefined;
    if (found !== undefined) {
      const again = { xref: record.xref, line: firstLine(sorted, found), tag: record.tag };
      if (record.tag === 'INDI') report(record.line, t('gedcom:repair.personAgain', again));
      else if (record.tag === 'FAM') report(record.line, t('gedcom:repair.familyAgain', again));
      else report(record.line, t('gedcom:repair.recordAgain', again));
      return;
    }
    if (record.tag === 'INDI' || record.tag === 'FAM') {
      const xref = record.xref ?? newId(record.tag === 'INDI' ? 'I' : 'F');
      if (!record.xref) report(record.line, record.tag === 'INDI' ? t('gedcom:repair.personWithoutId', { xref }) : t('gedcom:repair.familyWithoutId', { xref }));
      const list = record.tag === 'INDI' ? sorted.people : sorted.families;
      sorted.ids.set(xref, list.length * KINDS + (record.tag === 'INDI' ? PERSON : FAMILY));
      list.push({ record: record.xref ? (record as PlacedRecord['record']) : { ...record, xref }, position });
      return;
    }
    if (record.xref) {
      sorted.ids.set(record.xref, sorted.others.length * KINDS + OTHER);
      if (record.tag === 'NOTE' || record.tag === 'SNOTE') sorted.notes.set(record.xref, record.value);
      if (record.tag === 'OBJE') sorted.objects.set(record.xref, record);
    }
    sorted.others.push({ xref: record.xref, tag: record.tag, position, record });
  });
  const headReported = read.problems.some((problem) => /\bHEAD\b/.test(problem.message));
  if (!sorted.head && !headReported) report(1, t('gedcom:repair.noHead'));
  const last = read.records.at(-1);
  if (!trailer && last) report(lastLine(last), t('gedcom:repair.noTrailer'));
  return sorted;
}
