import { compareDates, definitelyBefore } from '../../../../../shared/dates/index.ts';
import { eraOf, placedYear, yearsBetween } from './day-arithmetic.ts';
import type { Era, LongestLifeInsight, YearsRange } from './insight.ts';
import { pointsOf } from './data-points.ts';
import { byText } from './tree-index.ts';
import type { SnapshotPerson, TreeSnapshot } from './tree-snapshot.ts';

/** A lifespan surely longer than the longest ever recorded is a mistake in the dates, not a record. */
export const LONGEST_RECORDED_LIFE = 122;

/** How many of the longest lives to name in each generation. */
export interface LongestLivesOptions {
  perEra?: number;
}

interface Life {
  person: SnapshotPerson;
  era: Era;
  lifespan: YearsRange & { min: number };
}

function lifeOf(person: SnapshotPerson): Life | null {
  const { birth, death } = person;
  if (!birth || !death || definitelyBefore(death, birth)) return null;
  const year = placedYear(birth);
  const lifespan = yearsBetween(birth, death);
  if (year === null || lifespan.min === null || lifespan.min < 0 || lifespan.min > LONGEST_RECORDED_LIFE) return null;
  return { person, era: eraOf(year), lifespan: { min: lifespan.min, max: lifespan.max } };
}

/**
 * The longest lives of each generation. A generation is the quarter-century of the birth
 * (1900–1924), by the middle of what the birth date can mean (placedYear): the tree's shape would
 * give no single answer (people who married in, and lines that go back further than others, have
 * no common depth from "the oldest ancestors"), while a birth year always places a person. Only the
 * dead whose birth and death are both dated count; a life is as long as it surely was (the
 * lifespan's `min`), then the earlier birth, then id. Eras in order, the longest first in each.
 * Key: `longest-life:<era start>:<id>`.
 */
export function longestLivesByEra(snapshot: TreeSnapshot, options: LongestLivesOptions = {}): LongestLifeInsight[] {
  const byEra = new Map<number, Life[]>();
  for (const person of snapshot.people) {
    const life = lifeOf(person);
    if (!life) continue;
    const lives = byEra.get(life.era.start);
    if (lives) lives.push(life);
    else byEra.set(life.era.start, [life]);
  }
  const insights: LongestLifeInsight[] = [];
  for (const start of [...byEra.keys()].sort((a, b) => a - b)) {
    const lives = byEra.get(start)!;
    lives.sort((a, b) => b.lifespan.min - a.lifespan.min || compareDates(a.person.birth, b.person.birth) || byText(a.person.id, b.person.id));
    lives.slice(0, options.perEra ?? 1).forEach(({ person, era, lifespan }, rank) =>
      insights.push({
        type: 'longest-life',
        key: `longest-life:${era.start}:${person.id}`,
        people: [person.id],
        dataPoints: pointsOf(person, 'name', 'birth', 'death'),
        action: 'open-person',
        params: { era, lifespan, rank: rank + 1 },
      }),
    );
  }
  return insights;
}
