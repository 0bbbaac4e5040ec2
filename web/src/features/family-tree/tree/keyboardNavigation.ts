import { tKey } from '../../../lib/i18n';
import type { Kinship } from './kinship';
import type { PlacedPerson, TreeLayout } from './layout';

export type Step = 'up' | 'down' | 'left' | 'right';

export const STEP_OF_KEY: Readonly<Record<string, Step>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** What is said when there is nobody in that direction (catalogue keys). */
export const NOBODY_TOWARD: Readonly<Record<Step, string>> = {
  up: tKey('familyTree:nav.noParents'),
  down: tKey('familyTree:nav.noChildren'),
  left: tKey('familyTree:nav.rowStart'),
  right: tKey('familyTree:nav.rowEnd'),
};

/** The index of the first person of a row (sorted by x) at `x` or to its right. */
function indexAt(people: readonly PlacedPerson[], x: number): number {
  let low = 0;
  let high = people.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (people[mid].x < x) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Of `people` (any order), the one nearest to `x` sideways; the leftmost on a tie. */
function nearest(people: readonly PlacedPerson[], x: number): PlacedPerson | undefined {
  let best: PlacedPerson | undefined;
  for (const p of people) {
    const better = !best || Math.abs(p.x - x) < Math.abs(best.x - x) || (Math.abs(p.x - x) === Math.abs(best.x - x) && p.x < best.x);
    if (better) best = p;
  }
  return best;
}

/**
 * The person a key press moves to from `fromId`: up to a parent and down to a child (the one
 * nearest sideways, or `cameFrom` when the step goes back where the last one came from), left and
 * right to the neighbour in the same row. Someone with no parent or child in the chart moves to
 * the nearest person of the row above or below, so every card can be reached.
 */
export function relativeToward(layout: TreeLayout, kinship: Kinship, fromId: string, step: Step, cameFrom?: string | null): string | null {
  const from = layout.byId.get(fromId);
  if (!from) return null;
  if (step === 'left' || step === 'right') {
    const row = layout.rows.find((r) => r.generation === from.generation);
    const index = row ? indexAt(row.people, from.x) : -1;
    return row?.people[index + (step === 'left' ? -1 : 1)]?.id ?? null;
  }
  const generation = from.generation + (step === 'up' ? -1 : 1);
  const ids = step === 'up' ? kinship.parentsOf(fromId) : kinship.childrenOf(fromId);
  const relatives = ids.flatMap((id) => {
    const placed = layout.byId.get(id);
    return placed && placed.generation === generation ? [placed] : [];
  });
  if (cameFrom && relatives.some((r) => r.id === cameFrom)) return cameFrom;
  if (relatives.length > 0) return nearest(relatives, from.x)?.id ?? null;
  const row = layout.rows.find((r) => r.generation === generation);
  if (!row || row.people.length === 0) return null;
  const index = indexAt(row.people, from.x);
  return nearest(row.people.slice(Math.max(0, index - 1), index + 1), from.x)?.id ?? null;
}
