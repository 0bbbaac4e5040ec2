import type { ChildLinks } from './graph.ts';
import type { DraftFamily } from './links.ts';
import type { Report } from './structures.ts';
import { t } from '../../../i18n.ts';

const NEW = 0;
const OPEN = 1;
const DONE = 2;

/**
 * Breaks every chain that makes a person their own ancestor: a depth-first walk up from each person
 * through their parents; a link leading back to someone still on the walk closes a loop, and that
 * child link is left out. Iterative, so a line of 100,000 generations does not overflow the stack.
 */
export function breakCycles(people: string[], links: ChildLinks, families: DraftFamily[], report: Report): void {
  const state = new Uint8Array(people.length);
  // The walk: a person, and the link and parent of that link it is at.
  const stack = new Int32Array(people.length);
  const linkAt = new Int32Array(people.length);
  const parentAt = new Int32Array(people.length);
  for (let root = 0; root < people.length; root++) {
    if (state[root] !== NEW) continue;
    let depth = 0;
    state[root] = OPEN;
    stack[0] = root;
    linkAt[0] = links.start[root];
    parentAt[0] = 0;
    while (depth >= 0) {
      const person = stack[depth];
      let next = -1;
      while (next < 0 && linkAt[depth] < links.start[person + 1]) {
        const at = linkAt[depth];
        const link = links.child[at];
        const family = families[links.family[at]];
        if (link.dropped || parentAt[depth] >= family.parents.length) {
          linkAt[depth]++;
          parentAt[depth] = 0;
          continue;
        }
        const parent = family.parents[parentAt[depth]++];
        if (state[parent] === OPEN) {
          link.dropped = true;
          report(link.line, t('gedcom:cycle.ownAncestor', { xref: people[person], fam: family.record.xref }));
        } else if (state[parent] === NEW) {
          next = parent;
        }
      }
      if (next < 0) {
        state[person] = DONE;
        depth--;
      } else {
        state[next] = OPEN;
        stack[++depth] = next;
        linkAt[depth] = links.start[next];
        parentAt[depth] = 0;
      }
    }
  }
}
