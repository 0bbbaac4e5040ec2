import type { GedcomRecord } from '../reader/index.ts';
import { recordFromText } from '../records/record-text.ts';
import type { PersonRow } from './export-rows.ts';
import type { GedcomVersion, LineWriter } from './lines.ts';
import { relinkPerson, type ChildLink } from './links.ts';
import { patchPerson } from './patch-person.ts';
import { node, writePerson } from './structures.ts';
import { remapPointers, type XrefBook } from './xrefs.ts';

/** A person's family links in the file. */
export interface PersonLinks {
  famc: ChildLink[];
  fams: string[];
}

export const NO_LINKS: PersonLinks = { famc: [], fams: [] };

/** Writes an INDI record built from the person's fields. */
export function writeBuiltPerson(w: LineWriter, row: PersonRow, xref: string, links: PersonLinks, photo: string | null): void {
  w.line(0, 'INDI', '', xref);
  writePerson(w, row);
  if (photo) w.line(1, 'OBJE', photo);
  for (const link of links.famc) {
    w.line(1, 'FAMC', link.xref);
    if (link.pedigree === 'adopted' || link.pedigree === 'foster') w.line(2, 'PEDI', w.version === '7.0' ? link.pedigree.toUpperCase() : link.pedigree);
  }
  for (const fams of links.fams) w.line(1, 'FAMS', fams);
}

const FAMILY_LINKS = new Set(['FAMC', 'FAMS']);

/**
 * A kept INDI record made to say the person's current fields and family links, its pointers
 * naming this file's ids. A photo is added only where the record has none of its own.
 */
export function keptPerson(
  row: PersonRow,
  kept: { source: string; xref: string },
  book: XrefBook,
  notes: Map<string, string>,
  links: PersonLinks,
  photo: () => string | null,
  version: GedcomVersion,
): GedcomRecord {
  const record = recordFromText(row.record!);
  patchPerson(record, row, notes);
  remapPointers(record, kept.source, book, version, FAMILY_LINKS);
  relinkPerson(record, kept.source, book, version, links.famc, links.fams);
  const own = record.children.some((c) => c.tag === 'OBJE') ? null : photo();
  if (own) record.children.push(node('OBJE', own));
  record.xref = book.resolve(kept.source, kept.xref) ?? kept.xref;
  return record;
}
