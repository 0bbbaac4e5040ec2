import type { GedcomRecord } from '../reader/index.ts';
import type { GedcomVersion } from './lines.ts';

const POINTER = /^@[^@\s]+@$/;
export const VOID = '@VOID@';

/** The letter new record ids start with, by record tag. */
const PREFIX: Record<string, string> = { INDI: 'I', FAM: 'F', SOUR: 'S', REPO: 'R', NOTE: 'N', SNOTE: 'N', OBJE: 'M', SUBM: 'U', SUBN: 'U' };
export const prefixOf = (tag: string) => PREFIX[tag] ?? 'X';

/**
 * The record ids of one file. A kept record keeps its id unless a record of another import took it
 * first; ids are scoped by the program the record came from, so pointers inside kept records
 * resolve to the records of their own file. New records get the next free id of their letter.
 */
export class XrefBook {
  private used = new Set<string>();
  /** Each import's record ids, by the program it came from ('' for a record whose id was taken). */
  private kept = new Map<string, Map<string, string>>();
  private next = new Map<string, number>();
  private clashes: { ids: Map<string, string>; xref: string; prefix: string }[] = [];

  /** The ids of one import's records (a map per source: a pointer is looked up without building a key). */
  private idsOf(source: string): Map<string, string> {
    let ids = this.kept.get(source);
    if (!ids) this.kept.set(source, (ids = new Map()));
    return ids;
  }

  /** Keeps a kept record's id if it is free; call for every kept record before `settle`. */
  reserve(source: string, xref: string, tag: string): void {
    const ids = this.idsOf(source);
    if (ids.has(xref)) return;
    if (this.used.has(xref)) {
      this.clashes.push({ ids, xref, prefix: prefixOf(tag) });
      ids.set(xref, '');
      return;
    }
    this.used.add(xref);
    ids.set(xref, xref);
  }

  /** Gives the kept records whose ids were taken new ones. */
  settle(): void {
    for (const clash of this.clashes) clash.ids.set(clash.xref, this.fresh(clash.prefix));
    this.clashes = [];
  }

  /** A new id with this letter that no record of the file uses: the next number no kept record took. */
  fresh(prefix: string): string {
    let n = this.next.get(prefix) ?? 1;
    let xref = `@${prefix}${n}@`;
    if (this.used.size) while (this.used.has(xref)) xref = `@${prefix}${++n}@`;
    this.next.set(prefix, n + 1);
    return xref;
  }

  /** The id a kept record's pointer now names; undefined when that record is not in the file. */
  resolve(source: string, xref: string): string | undefined {
    return this.kept.get(source)?.get(xref) || undefined;
  }
}

/**
 * Points a kept record's pointers at the records' ids in this file. A pointer to a record not in it
 * is dropped with its substructures (5.5.1) or written as `@VOID@` (7.0). `skip` names level-1 tags
 * whose pointers the caller sets itself (family links).
 */
export function remapPointers(record: GedcomRecord, source: string, book: XrefBook, version: GedcomVersion, skip: ReadonlySet<string>, level = 1): void {
  for (let i = record.children.length - 1; i >= 0; i--) {
    const child = record.children[i];
    if (POINTER.test(child.value) && !(level === 1 && skip.has(child.tag))) {
      const target = child.value === VOID ? undefined : book.resolve(source, child.value);
      if (target) child.value = target;
      else if (version === '7.0') child.value = VOID;
      else {
        record.children.splice(i, 1);
        continue;
      }
    }
    if (child.children.length) remapPointers(child, source, book, version, skip, level + 1);
  }
}
