import { compareDates } from '../../../../../shared/dates/index.ts';
import { placedYear, yearsBetween } from './day-arithmetic.ts';
import type { OldestLivingInsight } from './insight.ts';
import { livingByRule, surelyOlderThanRule } from './living-rule.ts';
import { pointsOf } from './data-points.ts';
import { byText, indexTree } from './tree-index.ts';
import type { SnapshotPerson, TreeSnapshot } from './tree-snapshot.ts';

/** How many of the oldest to name (1: the oldest alone). */
export interface OldestLivingOptions {
  count?: number;
}

/** May be living but cannot be placed in time: not marked deceased, no death date, no birth with an end. */
const unplacedLiving = (person: SnapshotPerson): boolean => !person.markedDeceased && !person.death && !person.birth?.latest;

/**
 * Whether some ancestor of each person may be living without a birth to place them: such an
 * ancestor is older than the person, so the person cannot be named the oldest living. The climb
 * stops at an ancestor surely past the 110-year rule: their own ancestors are older still, so
 * cannot be living. Memoised over the tree, walked with a stack of its own (a line of thousands of
 * generations needs no deeper call stack); a loop in the parent links ends the walk.
 */
function olderUnplacedAncestor(snapshot: TreeSnapshot): (id: string) => boolean {
  const index = indexTree(snapshot);
  const known = new Map<string, boolean>();
  const parentsOf = (id: string) =>
    (index.parentsOf.get(id) ?? []).map((link) => index.person.get(link.parentId)!).filter((parent) => !surelyOlderThanRule(parent, snapshot.today));
  return (start: string): boolean => {
    const answered = known.get(start);
    if (answered !== undefined) return answered;
    // Depth first, one parent at a time, so that `path` is the line being climbed: a parent on it is a loop.
    const path = new Set([start]);
    const stack = [start];
    while (stack.length > 0) {
      const id = stack[stack.length - 1];
      const parents = parentsOf(id);
      // Settled as soon as one parent answers: unplaced and maybe living, or with such an ancestor.
      const settled = parents.some((parent) => unplacedLiving(parent) || known.get(parent.id) === true);
      const next = settled ? undefined : parents.find((parent) => !known.has(parent.id) && !path.has(parent.id));
      if (next) {
        path.add(next.id);
        stack.push(next.id);
        continue;
      }
      known.set(id, settled);
      path.delete(id);
      stack.pop();
    }
    return known.get(start)!;
  };
}

/**
 * The oldest living relatives (living by the 110-year rule, see living-rule.ts), oldest first: by
 * the earliest day their birth can mean, then the latest (compareDates), then id. `age` is today's
 * age within what the birth can mean. A person with an ancestor who may be living but has no birth
 * date (a parent not yet dated) is not named: that ancestor is older. Key: `oldest-living:<id>`.
 */
export function oldestLiving(snapshot: TreeSnapshot, options: OldestLivingOptions = {}): OldestLivingInsight[] {
  const living = snapshot.people.filter((p) => livingByRule(p, snapshot.today));
  living.sort((a, b) => compareDates(a.birth, b.birth) || byText(a.id, b.id));
  const hasOlder = olderUnplacedAncestor(snapshot);
  const count = options.count ?? 1;
  const named: SnapshotPerson[] = [];
  for (const person of living) {
    if (named.length === count) break;
    if (!hasOlder(person.id)) named.push(person);
  }
  return named.map((person, rank) => ({
    type: 'oldest-living',
    key: `oldest-living:${person.id}`,
    people: [person.id],
    dataPoints: pointsOf(person, 'name', 'birth'),
    action: 'open-person',
    params: { age: yearsBetween(person.birth!, snapshot.today), birthYear: placedYear(person.birth), rank: rank + 1 },
  }));
}
