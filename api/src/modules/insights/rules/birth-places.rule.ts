import { eraOf, placedYear } from './day-arithmetic.ts';
import { ranked, tally, type Tally } from './era-groups.ts';
import type { BirthPlacesInsight } from './insight.ts';
import { pointsOf } from './data-points.ts';
import { fold } from './text-folding.ts';
import type { TreeSnapshot } from './tree-snapshot.ts';

/** How many places to list for a generation, and how many people with a birth place it needs. */
export interface BirthPlacesOptions {
  places?: number;
  minPeople?: number;
}

/**
 * Where each generation (the birth's quarter-century, see longest-lives.rule.ts) was born: its most
 * frequent birth places, the same place however written (case, accents, punctuation: `Cork,
 * Ireland` and `cork ireland` are one), shown as most often written, the most frequent first (equal
 * counts in place order). `previousTopPlace` names the previous listed generation's first place
 * when it was another one: the family moved. The examples are the earliest born at the first place.
 * Key: `birth-places:<era start>`.
 */
export function birthPlacesByEra(snapshot: TreeSnapshot, options: BirthPlacesOptions = {}): BirthPlacesInsight[] {
  const eras = new Map<number, Map<string, Tally>>();
  for (const person of snapshot.people) {
    const year = placedYear(person.birth);
    const folded = person.birthPlace ? fold(person.birthPlace) : '';
    if (year === null || !folded) continue;
    const era = eraOf(year).start;
    let places = eras.get(era);
    if (!places) eras.set(era, (places = new Map()));
    tally(places, folded, person, person.birthPlace!.trim().replace(/\s+/g, ' '));
  }
  const insights: BirthPlacesInsight[] = [];
  let previousTop: Tally | null = null;
  for (const era of [...eras.keys()].sort((a, b) => a - b)) {
    const places = ranked(eras.get(era)!.values());
    const withPlace = places.reduce((sum, t) => sum + t.count, 0);
    if (withPlace < (options.minPeople ?? 2)) continue;
    const [top] = places;
    const examples = top.examples();
    insights.push({
      type: 'birth-places',
      key: `birth-places:${era}`,
      people: examples.map((p) => p.id),
      dataPoints: examples.flatMap((p) => pointsOf(p, 'birthPlace')),
      action: 'open-person',
      params: {
        era: eraOf(era),
        places: places.slice(0, options.places ?? 5).map((t) => ({ place: t.spelling, count: t.count })),
        withPlace,
        previousTopPlace: previousTop && previousTop.folded !== top.folded ? previousTop.spelling : null,
      },
    });
    previousTop = top;
  }
  return insights;
}
