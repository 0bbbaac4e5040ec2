import type { PersonFeatures } from './person-features.ts';

// Which pairs are worth scoring, without looking at all pairs: people are put in blocks that a
// record and its duplicate share even when one name is misspelt or a date is off, and pairs are
// made within blocks only.
//   by names     the sound keys of surname and first name together
//   by surname   the surname's sound key and the first name's first letter, for a first name
//                misspelt past its sound (a slip of the pen seldom touches the first letter)
//   by first     the first name's sound key and the surname's first letter, the other way round
// In each block, people whose birth is placed (both ends known, within 25 years) are sorted by it
// and paired only with those born within REACH_DAYS of their span (further apart, the dates
// contradict, see pair-score.ts). People whose birth is not placed are paired with everyone in the
// block, up to a block of MAX_OPEN_BLOCK people (a larger block of one name is too common to say
// anything without a date). A pair is visited once: by surname skips pairs with the same first-name
// key and by first name those with the same surname key, which the block by names has.
// People without a first name or a surname are in no block.

/** How far apart two placed births may be to be paired: a year, a leap day included (12 MAR 1851 for 12 MAR 1852). */
export const REACH_DAYS = 366;

/** The largest block whose people without a placed birth are paired with everyone in it. */
export const MAX_OPEN_BLOCK = 400;

function blocksBy(features: readonly PersonFeatures[], keyOf: (f: PersonFeatures) => string | null): Map<string, number[]> {
  const blocks = new Map<string, number[]>();
  features.forEach((f, index) => {
    const key = keyOf(f);
    if (key === null) return;
    const block = blocks.get(key);
    if (block) block.push(index);
    else blocks.set(key, [index]);
  });
  return blocks;
}

/** Visits each pair of a block whose placed births lie within REACH_DAYS of each other. */
function visitByBirth(features: readonly PersonFeatures[], block: number[], visit: (i: number, j: number) => void) {
  const placed = block.filter((i) => features[i].birth?.placed);
  if (placed.length < 2) return;
  placed.sort((i, j) => features[i].birth!.first! - features[j].birth!.first! || i - j);
  for (let x = 0; x < placed.length; x++) {
    const reach = features[placed[x]].birth!.last! + REACH_DAYS;
    for (let y = x + 1; y < placed.length && features[placed[y]].birth!.first! <= reach; y++) visit(placed[x], placed[y]);
  }
}

const placedBirth = (f: PersonFeatures) => Boolean(f.birth?.placed);

/** Visits the pairs of one block (see the top of this file). */
function visitBlock(features: readonly PersonFeatures[], block: number[], visit: (i: number, j: number) => void) {
  if (block.length < 2) return;
  visitByBirth(features, block, visit);
  if (block.length > MAX_OPEN_BLOCK) return;
  for (let x = 0; x < block.length; x++) {
    if (placedBirth(features[block[x]])) continue;
    for (let y = 0; y < block.length; y++) {
      // A pair of two without a placed birth is visited from its first member only.
      if (y === x || (!placedBirth(features[block[y]]) && y < x)) continue;
      visit(block[x], block[y]);
    }
  }
}

/** Calls `visit(i, j)` once for each candidate pair of people (indexes into `features`). */
export function forEachCandidatePair(features: readonly PersonFeatures[], visit: (i: number, j: number) => void) {
  const named = (f: PersonFeatures) => Boolean(f.firstKey && f.surnameKey);
  for (const block of blocksBy(features, (f) => (named(f) ? `${f.surnameKey} ${f.firstKey}` : null)).values()) visitBlock(features, block, visit);
  for (const block of blocksBy(features, (f) => (named(f) ? `${f.surnameKey} ${f.first[0]}` : null)).values()) {
    visitBlock(features, block, (i, j) => features[i].firstKey !== features[j].firstKey && visit(i, j));
  }
  for (const block of blocksBy(features, (f) => (named(f) ? `${f.firstKey} ${f.surname[0]}` : null)).values()) {
    visitBlock(features, block, (i, j) => features[i].surnameKey !== features[j].surnameKey && visit(i, j));
  }
}
