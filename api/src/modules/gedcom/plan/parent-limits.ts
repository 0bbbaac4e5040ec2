import type { ChildLinks } from './graph.ts';
import type { DraftFamily } from './links.ts';
import type { Report } from './structures.ts';
import { t } from '../../../i18n.ts';

/** Kinfolk's limits: two parents of each kind (birth, adoptive, foster), four in all. */
const SAME_KIND = 2;
const ALL = 4;

/**
 * Leaves out the child links that would give a child more parents than the limits allow, keeping
 * the families in file order until a limit is reached. A parent named by two families counts once.
 */
export function limitParents(links: ChildLinks, families: DraftFamily[], report: Report): void {
  for (let person = 0; person + 1 < links.start.length; person++) {
    // One family gives at most two parents: only children of several families need counting.
    if (links.start[person + 1] - links.start[person] < 2) continue;
    const all = new Set<number>();
    const byKind = new Map<string, Set<number>>();
    for (let at = links.start[person]; at < links.start[person + 1]; at++) {
      const child = links.child[at];
      const family = families[links.family[at]];
      const kind = child.pedigree ?? 'birth';
      const ofKind = byKind.get(kind) ?? new Set<number>();
      const newToAll = family.parents.filter((parent) => !all.has(parent)).length;
      const newToKind = family.parents.filter((parent) => !ofKind.has(parent)).length;
      if (ofKind.size + newToKind > SAME_KIND || all.size + newToAll > ALL) {
        child.dropped = true;
        const words = { xref: child.xref, fam: family.record.xref, count: ALL };
        if (ofKind.size + newToKind <= SAME_KIND) report(child.line, t('gedcom:limit.parents', words));
        else if (kind === 'adopted') report(child.line, t('gedcom:limit.adoptiveParents', words));
        else if (kind === 'foster') report(child.line, t('gedcom:limit.fosterParents', words));
        else report(child.line, t('gedcom:limit.birthParents', words));
        continue;
      }
      for (const parent of family.parents) {
        all.add(parent);
        ofKind.add(parent);
      }
      byKind.set(kind, ofKind);
    }
  }
}
