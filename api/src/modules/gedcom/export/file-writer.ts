import type { JobCounts } from '../gedcom-job.entity.ts';
import type { GedcomRecord } from '../reader/index.ts';
import { recordFromText } from '../records/record-text.ts';
import type { ExportIndex, PersonRow } from './export-rows.ts';
import type { KeptFamilyRow, KeptOtherRow } from './kept-rows.ts';
import { buildFamilies, type ExportFamily } from './families.ts';
import { familyFieldsOfEdge, patchFamily, sameFields, writePartnership } from './family-record.ts';
import { familyFieldsOf } from '../plan/index.ts';
import { headRecord, mediaRecord, submitterRecord } from './head.ts';
import { LineWriter, type GedcomVersion } from './lines.ts';
import { partnerTag, relinkFamily } from './links.ts';
import { keptPerson, NO_LINKS, writeBuiltPerson, type KeptPeopleContext, type PersonLinks } from './person-record.ts';
import { childPedigreeOf } from '../plan/family-fields.ts';
import { convertForVersion } from './version-forms.ts';
import { remapPointers, XrefBook } from './xrefs.ts';

export interface FileInput {
  version: GedcomVersion;
  index: ExportIndex;
  families: KeptFamilyRow[];
  others: KeptOtherRow[];
  submitterName: string;
  /** The people with their fields, in the order of the index. */
  people: AsyncIterable<PersonRow[]>;
  mediaPaths?: Map<string, string>;
}

const FAMILY_POINTERS = new Set(['HUSB', 'WIFE', 'CHIL']);
const NONE = new Set<string>();
const GENDER_RANK: Record<string, number> = { male: 0, female: 2 };
/** How many people between two progress reports. */
const PROGRESS_STEP = 5_000;

/**
 * Writes the file: a fresh HEAD, the people as the cursor brings them, kept families and other
 * records where they stood among them, then the new families, the photos and the trailer.
 */
export async function writeFile(input: FileInput, sink: (chunk: string) => void | Promise<void>, onProgress?: (done: number, total: number) => void): Promise<{ counts: JobCounts }> {
  const { version, index } = input;
  const { people } = index;
  const others = input.others.filter((o) => o.tag !== 'HEAD' && o.tag !== 'TRLR');
  const famRecords = new Map(input.families.map((row) => [row, recordFromText(row.record)]));
  const families = buildFamilies(index, input.families, (kept, edge) => sameFields(familyFieldsOfEdge(edge, false), familyFieldsOf(famRecords.get(kept)!)));

  const book = new XrefBook();
  for (const person of people) if (person.xref) book.reserve(person.source!, person.xref, 'INDI');
  for (const family of families) if (family.kept) book.reserve(family.kept.source, family.kept.xref, 'FAM');
  for (const other of others) if (other.xref) book.reserve(other.source, other.xref, other.tag);
  book.settle();
  const personXref = people.map((p) => (p.xref ? book.resolve(p.source!, p.xref)! : book.fresh('I')));
  const familyXref = families.map((f) => (f.kept ? book.resolve(f.kept.source, f.kept.xref)! : book.fresh('F')));
  const links = linksOf(families, familyXref);

  const otherRecords = new Map(others.map((row) => [row, recordFromText(row.record)]));
  const kept: KeptPeopleContext = { book, version, notes: notesBySource(others, otherRecords), childPedigrees: childPedigrees(famRecords, book) };
  const keptSubmitter = others.find((o) => o.tag === 'SUBM' && o.xref);
  const submitter = keptSubmitter ? book.resolve(keptSubmitter.source, keptSubmitter.xref!)! : version === '5.5.1' ? book.fresh('U') : null;

  const w = new LineWriter(version);
  const media: GedcomRecord[] = [];
  const photoOf = (id: string, photo: string | null) => () => {
    const path = photo ? input.mediaPaths?.get(id) : undefined;
    if (!path) return null;
    const xref = book.fresh('M');
    media.push(mediaRecord(xref, path, version));
    return xref;
  };
  const write = (record: GedcomRecord) => {
    convertForVersion(record, version);
    w.record(record);
  };

  /** A man first, a woman last (HUSB, WIFE), else in the order of the file. */
  const rank = (n: number) => GENDER_RANK[people[n].gender ?? ''] ?? 1;
  const partnersInOrder = (ids: number[]) => (ids.length === 2 && (rank(ids[1]) - rank(ids[0]) || ids[1] - ids[0]) < 0 ? [ids[1], ids[0]] : ids);
  const writeFamily = (family: ExportFamily, i: number) => {
    const hidden = family.partners.some((n) => !people[n].shown);
    const fields = familyFieldsOfEdge(family.edge, hidden);
    const partners = partnersInOrder(family.partners).map((n) => ({ xref: personXref[n], gender: people[n].gender }));
    const children = family.children.map((child) => personXref[child.person]);
    if (!family.kept) {
      const taken = new Set<string>();
      w.line(0, 'FAM', '', familyXref[i]);
      for (const p of partners) w.line(1, partnerTag(p.gender, taken), p.xref);
      for (const child of children) w.line(1, 'CHIL', child);
      writePartnership(w, fields, family.edge, hidden, family.partners.length);
      return;
    }
    const record = famRecords.get(family.kept)!;
    if (!family.sharesEdge) patchFamily(record, fields, family.edge !== null, family.partners.length);
    remapPointers(record, family.kept.source, book, version, FAMILY_POINTERS);
    relinkFamily(record, family.kept.source, book, version, partners, children);
    record.xref = familyXref[i];
    write(record);
  };
  const writeOther = (row: KeptOtherRow) => {
    const record = otherRecords.get(row)!;
    remapPointers(record, row.source, book, version, NONE);
    record.xref = row.xref ? (book.resolve(row.source, row.xref) ?? null) : null;
    write(record);
  };

  // Kept families and other records go back where they stood among the people.
  const queue = [
    ...families.flatMap((family, i) => (family.kept ? [{ position: family.kept.position, write: () => writeFamily(family, i) }] : [])),
    ...others.map((row) => ({ position: row.position, write: () => writeOther(row) })),
  ].sort((a, b) => a.position - b.position);
  let next = 0;
  const writeUntil = (position: number) => {
    while (next < queue.length && queue[next].position < position) queue[next++].write();
  };

  w.record(headRecord(version, submitter));
  let done = 0;
  let reported = 0;
  for await (const rows of input.people) {
    for (const row of rows) {
      const n = done++;
      const key = people[n];
      if (key?.id !== row.id) throw new Error('The tree changed while it was being exported.');
      if (key.position !== null) writeUntil(key.position);
      const photo = photoOf(row.id, row.photo);
      if (key.xref && row.record) write(keptPerson(row, { source: key.source!, xref: key.xref }, links[n] ?? NO_LINKS, photo, kept));
      else writeBuiltPerson(w, row, personXref[n], links[n] ?? NO_LINKS, photo());
    }
    if (w.pending > 1_000_000) await sink(w.take());
    if (done - reported >= PROGRESS_STEP) onProgress?.((reported = done), people.length);
  }
  if (done !== people.length) throw new Error('The tree changed while it was being exported.');
  await sink(w.take());
  onProgress?.(done, people.length);
  writeUntil(Infinity);
  for (let i = 0; i < families.length; i++) {
    if (!families[i].kept) writeFamily(families[i], i);
    if (w.pending > 1_000_000) await sink(w.take());
  }
  for (const record of media) w.record(record);
  if (submitter && !keptSubmitter) w.record(submitterRecord(submitter, input.submitterName));
  w.line(0, 'TRLR');
  await sink(w.take());
  return { counts: { people: people.length, families: families.length, otherRecords: others.length, media: media.length } };
}

/** Each person's FAMC and FAMS pointers, by number. */
function linksOf(families: ExportFamily[], familyXref: string[]): PersonLinks[] {
  const links: PersonLinks[] = [];
  families.forEach((family, i) => {
    for (const partner of family.partners) (links[partner] ??= { famc: [], fams: [] }).fams.push(familyXref[i]);
    for (const child of family.children) (links[child.person] ??= { famc: [], fams: [] }).famc.push({ xref: familyXref[i], pedigree: child.pedigree });
  });
  return links;
}

/** The pedigrees kept FAM records give their children (_FREL, _MREL on CHIL), by `family id \n child id` in this file. */
function childPedigrees(records: Map<KeptFamilyRow, GedcomRecord>, book: XrefBook): Map<string, string> {
  const pedigrees = new Map<string, string>();
  for (const [row, record] of records) {
    const family = book.resolve(row.source, row.xref);
    for (const chil of record.children) {
      const child = chil.tag === 'CHIL' ? book.resolve(row.source, chil.value.trim()) : undefined;
      const pedigree = child && family ? childPedigreeOf(chil) : null;
      if (pedigree) pedigrees.set(`${family}\n${child}`, pedigree);
    }
  }
  return pedigrees;
}

/** The texts of the NOTE records of each import, by the program it came from and the record's id. */
function notesBySource(others: KeptOtherRow[], records: Map<KeptOtherRow, GedcomRecord>): Map<string, Map<string, string>> {
  const notes = new Map<string, Map<string, string>>();
  for (const row of others) {
    if ((row.tag !== 'NOTE' && row.tag !== 'SNOTE') || !row.xref) continue;
    const texts = notes.get(row.source) ?? notes.set(row.source, new Map()).get(row.source)!;
    texts.set(row.xref, records.get(row)!.value);
  }
  return notes;
}
