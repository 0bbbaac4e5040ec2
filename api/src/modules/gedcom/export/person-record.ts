import type { GedcomRecord } from '../reader/index.ts';
import { recordFromText } from '../records/record-text.ts';
import type { PersonRow } from './export-rows.ts';
import type { GedcomVersion, LineWriter } from './lines.ts';
import { relinkPerson, type ChildLink } from './links.ts';
import { patchPerson } from './patch-person.ts';
import { pedigreeOf } from '../plan/family-fields.ts';
import { node, writePerson } from './structures.ts';
import { remapPointers, type XrefBook } from './xrefs.ts';

/** A person's family links in the file. */
export interface PersonLinks {
  famc: ChildLink[];
  fams: string[];
}

export const NO_LINKS: PersonLinks = { famc: [], fams: [] };

/** The tag that carries a person's lasting id in each version: the standard UID in 7.0, the custom _UID that 5.5.1 programs share. */
const uidTag = (version: GedcomVersion) => (version === '7.0' ? 'UID' : '_UID');
const hasUid = (record: GedcomRecord) => record.children.some((child) => child.tag === 'UID' || child.tag === '_UID');

/**
 * Writes an INDI record built from the person's fields. The member's id goes with it as the
 * person's UID: a re-import of the file finds them again, whatever record ids the file gives.
 */
export function writeBuiltPerson(w: LineWriter, row: PersonRow, xref: string, links: PersonLinks, photo: string | null): void {
  w.line(0, 'INDI', '', xref);
  writePerson(w, row);
  w.line(1, uidTag(w.version), row.id);
  if (photo) w.line(1, 'OBJE', photo);
  for (const link of links.famc) {
    w.line(1, 'FAMC', link.xref);
    if (link.pedigree === 'adopted' || link.pedigree === 'foster') w.line(2, 'PEDI', w.version === '7.0' ? link.pedigree.toUpperCase() : link.pedigree);
  }
  for (const fams of links.fams) w.line(1, 'FAMS', fams);
}

const FAMILY_LINKS = new Set(['FAMC', 'FAMS']);
const NO_NOTES = new Map<string, string>();

/** What writing kept INDI records needs to know of the whole file. */
export interface KeptPeopleContext {
  book: XrefBook;
  version: GedcomVersion;
  /** The texts of each import's NOTE records, by the program it came from. */
  notes: Map<string, Map<string, string>>;
  /** The pedigrees kept FAM records give their children (_FREL, _MREL), by `family id \n child id` in this file. */
  childPedigrees: Map<string, string>;
}

/**
 * A kept INDI record made to say the person's current fields and family links, its pointers
 * naming this file's ids. A photo is added only where the record has none of its own.
 */
export function keptPerson(row: PersonRow, kept: { source: string; xref: string }, links: PersonLinks, photo: () => string | null, ctx: KeptPeopleContext): GedcomRecord {
  const { book, version } = ctx;
  const record = recordFromText(row.record!);
  patchPerson(record, row, ctx.notes.get(kept.source) ?? NO_NOTES);
  const xref = book.resolve(kept.source, kept.xref) ?? kept.xref;
  const implied = impliedPedigrees(record, kept.source, xref, ctx);
  // A pedigree the kept records already say (a PEDI, the family's CHIL, an adoption) is left as they say it.
  const famc = links.famc.map((link) => (link.pedigree !== undefined && link.pedigree === (implied(link.xref) ?? null) ? { ...link, pedigree: undefined } : link));
  remapPointers(record, kept.source, book, version, FAMILY_LINKS);
  relinkPerson(record, kept.source, book, version, famc, links.fams);
  const own = record.children.some((c) => c.tag === 'OBJE') ? null : photo();
  if (own) record.children.push(node('OBJE', own));
  // A record without a UID of its own takes the member's id, as a built one does.
  if (!hasUid(record)) record.children.push(node(uidTag(version), row.id));
  record.xref = xref;
  return record;
}

/** The pedigree in each family (by this file's id) that the kept records say, read as an import reads it. */
function impliedPedigrees(record: GedcomRecord, source: string, xref: string, ctx: KeptPeopleContext): (family: string) => string | null {
  const stated = new Map<string, string | null>();
  const adopted = new Set<string>();
  for (const child of record.children) {
    const family = child.tag === 'FAMC' ? child.value : child.tag === 'ADOP' ? child.children.find((c) => c.tag === 'FAMC')?.value : undefined;
    const out = family && ctx.book.resolve(source, family.trim());
    if (!out) continue;
    if (child.tag === 'ADOP') adopted.add(out);
    else if (!stated.has(out)) stated.set(out, pedigreeOf(child.children.find((c) => c.tag === 'PEDI')?.value));
  }
  return (family) => stated.get(family) ?? ctx.childPedigrees.get(`${family}\n${xref}`) ?? (adopted.has(family) ? 'adopted' : null);
}
