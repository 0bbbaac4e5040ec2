import { eraOf, placedYear } from './day-arithmetic.ts';
import { ranked, tally, type Tally } from './era-groups.ts';
import type { CommonFirstNameInsight } from './insight.ts';
import { pointsOf } from './data-points.ts';
import { firstGivenName } from './text-folding.ts';
import type { TreeSnapshot } from './tree-snapshot.ts';

/** How many names to give for each generation and gender, and how often a name must occur to count. */
export interface CommonFirstNamesOptions {
  perEra?: number;
  minCount?: number;
}

const GENDERS = ['female', 'male'] as const;

/**
 * The most common first names of each generation (the birth's quarter-century, see
 * longest-lives.rule.ts), for women and men apart: the first given name (Mary Ann counts as Mary),
 * compared without case or accents and shown as most often written. People of another or unknown
 * gender, or whose birth cannot be placed, are not counted. By era, women first, then by rank (the
 * most frequent first; equal counts in name order); `bornInEra` counts the named people of that era
 * and gender; the examples are the earliest born. Key: `common-first-name:<era start>:<gender>:<name folded>`.
 */
export function commonFirstNamesByEra(snapshot: TreeSnapshot, options: CommonFirstNamesOptions = {}): CommonFirstNameInsight[] {
  const perEra = options.perEra ?? 3;
  const minCount = options.minCount ?? 2;
  const groups = new Map<string, { era: number; gender: (typeof GENDERS)[number]; names: Map<string, Tally> }>();
  for (const person of snapshot.people) {
    if (person.gender !== 'male' && person.gender !== 'female') continue;
    const year = placedYear(person.birth);
    const folded = firstGivenName(person.firstName);
    if (year === null || !folded) continue;
    const era = eraOf(year).start;
    const groupKey = `${era}:${person.gender}`;
    let group = groups.get(groupKey);
    if (!group) groups.set(groupKey, (group = { era, gender: person.gender, names: new Map() }));
    tally(group.names, folded, person, person.firstName.trim().split(/\s+/)[0]);
  }
  const ordered = [...groups.values()].sort((a, b) => a.era - b.era || GENDERS.indexOf(a.gender) - GENDERS.indexOf(b.gender));
  const insights: CommonFirstNameInsight[] = [];
  for (const { era, gender, names } of ordered) {
    const bornInEra = [...names.values()].reduce((sum, t) => sum + t.count, 0);
    ranked(names.values())
      .filter((t) => t.count >= minCount)
      .slice(0, perEra)
      .forEach((name, rank) => {
        const examples = name.examples();
        insights.push({
          type: 'common-first-name',
          key: `common-first-name:${era}:${gender}:${name.folded}`,
          people: examples.map((p) => p.id),
          dataPoints: examples.flatMap((p) => pointsOf(p, 'name')),
          action: 'open-person',
          params: { era: eraOf(era), gender, name: name.spelling, count: name.count, rank: rank + 1, bornInEra },
        });
      });
  }
  return insights;
}
