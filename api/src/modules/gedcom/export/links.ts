import type { GedcomRecord } from '../reader/index.ts';
import type { GedcomVersion } from './lines.ts';
import { node } from './structures.ts';
import { VOID, type XrefBook } from './xrefs.ts';

// The pointers between people and families (FAMC, FAMS; HUSB, WIFE, CHIL) are written from the
// families the export built, whatever a kept record said: a kept pointer stays where it was when it
// is still true, a wrong one goes, a missing one is added.

const POINTER = /^@[^@\s]+@$/;

/** A child's link to a family, with how the child belongs to it. */
export interface ChildLink {
  xref: string;
  /** undefined: the kept record's PEDI stays as it is. */
  pedigree: string | null | undefined;
}

const PEDIGREES = ['adopted', 'birth', 'foster'];
const pediValue = (pedigree: string, version: GedcomVersion) => (version === '7.0' ? pedigree.toUpperCase() : pedigree);
/** A kept PEDI as the version writes it: 7.0 in capitals; 5.5.1 as it was. */
const keptPedi = (value: string, version: GedcomVersion) => (version === '7.0' ? value.trim().toUpperCase() : value);

/** A FAMC's PEDI for the edge's pedigree: adopted and foster are always said; birth where it was. */
export function famcStructure(link: ChildLink, version: GedcomVersion, famc = node('FAMC', link.xref)): GedcomRecord {
  const pedi = famc.children.find((c) => c.tag === 'PEDI');
  const kept = pedi?.value.trim().toLowerCase() ?? null;
  if (link.pedigree === undefined) {
    if (pedi && kept && PEDIGREES.includes(kept)) pedi.value = keptPedi(pedi.value, version);
  } else if (link.pedigree && link.pedigree !== 'birth' && !pedi) famc.children.unshift(node('PEDI', pediValue(link.pedigree, version)));
  else if (pedi && link.pedigree && kept !== link.pedigree) pedi.value = pediValue(link.pedigree, version);
  else if (pedi && !link.pedigree && (kept === 'adopted' || kept === 'foster')) famc.children = famc.children.filter((c) => c !== pedi);
  else if (pedi && kept && PEDIGREES.includes(kept)) pedi.value = keptPedi(pedi.value, version);
  return famc;
}

interface Wanted {
  tags: string[];
  /** The pointers the record must hold, in order. */
  xrefs: string[];
  /** Fixes a kept structure that stays; builds a missing one. */
  keep?: (structure: GedcomRecord) => void;
  make: (xref: string, taken: Set<string>) => GedcomRecord;
}

/**
 * Rewrites a kept record's pointers of the wanted tags: true ones are kept (pointing at this file's
 * ids), ones to records not in the file dropped (5.5.1) or voided (7.0), false ones dropped; the
 * missing ones are added after the last of their kind.
 */
export function relink(record: GedcomRecord, source: string, book: XrefBook, version: GedcomVersion, wanted: Wanted[]): void {
  for (const want of wanted) {
    const wantedXrefs = new Set(want.xrefs);
    const open = new Set(want.xrefs);
    const kept: GedcomRecord[] = [];
    record.children = record.children.filter((child) => {
      if (!want.tags.includes(child.tag) || !POINTER.test(child.value)) return true;
      const target = child.value === VOID ? undefined : book.resolve(source, child.value);
      // A pointer the record gives twice (two pedigrees in one family) stays twice.
      if (target && wantedXrefs.has(target)) {
        open.delete(target);
        child.value = target;
        want.keep?.(child);
        kept.push(child);
        return true;
      }
      if (!target && version === '7.0') {
        child.value = VOID;
        kept.push(child);
        return true;
      }
      return false;
    });
    const taken = new Set(kept.map((c) => c.tag));
    const added = want.xrefs.filter((xref) => open.has(xref)).map((xref) => want.make(xref, taken));
    if (!added.length) continue;
    let at = -1;
    record.children.forEach((child, i) => {
      if (want.tags.includes(child.tag)) at = i;
    });
    if (at < 0) record.children.push(...added);
    else record.children.splice(at + 1, 0, ...added);
  }
}

/** The family links of a kept INDI record. */
export function relinkPerson(record: GedcomRecord, source: string, book: XrefBook, version: GedcomVersion, famc: ChildLink[], fams: string[]): void {
  const pedigree = new Map(famc.map((link) => [link.xref, link.pedigree]));
  const pedigreeOf = (xref: string) => (pedigree.has(xref) ? pedigree.get(xref) : null);
  relink(record, source, book, version, [
    {
      tags: ['FAMC'],
      xrefs: famc.map((link) => link.xref),
      keep: (structure) => famcStructure({ xref: structure.value, pedigree: pedigreeOf(structure.value) }, version, structure),
      make: (xref) => famcStructure({ xref, pedigree: pedigreeOf(xref) }, version),
    },
    { tags: ['FAMS'], xrefs: fams, make: (xref) => node('FAMS', xref) },
  ]);
}

/** A partner's pointer in a family, and their gender, to write HUSB or WIFE. */
export interface PartnerLink {
  xref: string;
  gender: string | null;
}

/** HUSB for a man and WIFE for a woman where free; two men or two women take both. */
export function partnerTag(gender: string | null, taken: Set<string>): 'HUSB' | 'WIFE' {
  const tag = gender === 'female' ? (taken.has('WIFE') ? 'HUSB' : 'WIFE') : taken.has('HUSB') ? 'WIFE' : 'HUSB';
  taken.add(tag);
  return tag;
}

/** The partner and child links of a kept FAM record. */
export function relinkFamily(record: GedcomRecord, source: string, book: XrefBook, version: GedcomVersion, partners: PartnerLink[], children: string[]): void {
  const genders = new Map(partners.map((p) => [p.xref, p.gender]));
  relink(record, source, book, version, [
    { tags: ['HUSB', 'WIFE'], xrefs: partners.map((p) => p.xref), make: (xref, taken) => node(partnerTag(genders.get(xref) ?? null, taken), xref) },
    { tags: ['CHIL'], xrefs: children, make: (xref) => node('CHIL', xref) },
  ]);
}
