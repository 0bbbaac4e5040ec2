import { compareDates } from '../../../../../shared/dates/index.ts';
import { byText } from './tree-index.ts';
import type { SnapshotPerson } from './tree-snapshot.ts';

/** How many people a finding names as examples of a group. */
export const EXAMPLES = 5;

/** People counted under one folded text (a name, a place), with the spellings they were written in. */
export class Tally {
  readonly folded: string;
  readonly people: SnapshotPerson[] = [];
  private readonly spellings = new Map<string, number>();

  constructor(folded: string) {
    this.folded = folded;
  }

  add(person: SnapshotPerson, spelling: string) {
    this.people.push(person);
    this.spellings.set(spelling, (this.spellings.get(spelling) ?? 0) + 1);
  }

  get count(): number {
    return this.people.length;
  }

  /** The spelling written most often; the first in text order among equals. */
  get spelling(): string {
    let best = '';
    let bestCount = 0;
    for (const [spelling, count] of this.spellings) {
      if (count > bestCount || (count === bestCount && byText(spelling, best) < 0)) [best, bestCount] = [spelling, count];
    }
    return best;
  }

  /** The first people of the group by birth, then id: the examples a finding names. */
  examples(count = EXAMPLES): SnapshotPerson[] {
    return [...this.people].sort((a, b) => compareDates(a.birth, b.birth) || byText(a.id, b.id)).slice(0, count);
  }
}

/** Tallies by folded text, the largest first, then by folded text. */
export function ranked(tallies: Iterable<Tally>): Tally[] {
  return [...tallies].sort((a, b) => b.count - a.count || byText(a.folded, b.folded));
}

/** Counts a person under a folded text in a map of tallies. */
export function tally(tallies: Map<string, Tally>, folded: string, person: SnapshotPerson, spelling: string) {
  let entry = tallies.get(folded);
  if (!entry) tallies.set(folded, (entry = new Tally(folded)));
  entry.add(person, spelling);
}
