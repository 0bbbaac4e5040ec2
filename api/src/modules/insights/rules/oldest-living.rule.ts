import { compareDates } from '../../../../../shared/dates/index.ts';
import { placedYear, yearsBetween } from './day-arithmetic.ts';
import type { OldestLivingInsight } from './insight.ts';
import { livingByRule } from './living-rule.ts';
import { pointsOf } from './data-points.ts';
import { byText } from './tree-index.ts';
import type { TreeSnapshot } from './tree-snapshot.ts';

/** How many of the oldest to name (1: the oldest alone). */
export interface OldestLivingOptions {
  count?: number;
}

/**
 * The oldest living relatives (living by the 110-year rule, see living-rule.ts), oldest first: by
 * the earliest day their birth can mean, then the latest (compareDates), then id. `age` is today's
 * age within what the birth can mean. Key: `oldest-living:<id>`.
 */
export function oldestLiving(snapshot: TreeSnapshot, options: OldestLivingOptions = {}): OldestLivingInsight[] {
  const living = snapshot.people.filter((p) => livingByRule(p, snapshot.today));
  living.sort((a, b) => compareDates(a.birth, b.birth) || byText(a.id, b.id));
  return living.slice(0, options.count ?? 1).map((person, rank) => ({
    type: 'oldest-living',
    key: `oldest-living:${person.id}`,
    people: [person.id],
    dataPoints: pointsOf(person, 'name', 'birth'),
    action: 'open-person',
    params: { age: yearsBetween(person.birth!, snapshot.today), birthYear: placedYear(person.birth), rank: rank + 1 },
  }));
}
