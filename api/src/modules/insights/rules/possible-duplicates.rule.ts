import type { PossibleDuplicateInsight } from './insight.ts';
import { pointsOf } from './data-points.ts';
import { forEachCandidatePair } from './duplicates/candidate-pairs.ts';
import { scorePair, type PairScore } from './duplicates/pair-score.ts';
import { featuresOf } from './duplicates/person-features.ts';
import { byText, indexTree } from './tree-index.ts';
import type { TreeSnapshot } from './tree-snapshot.ts';

/**
 * The lowest score offered as a possible duplicate: on made-up trees of 5,000 and 100,000 people
 * (testing/generated-tree.ts) it finds about 95 % of the planted copies, and 97–99 % of what it
 * offers are planted copies.
 */
export const MIN_DUPLICATE_SCORE = 0.6;

/** The lowest score to offer (MIN_DUPLICATE_SCORE unless said). */
export interface PossibleDuplicatesOptions {
  minScore?: number;
}

const inOrder = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);
const pairKey = (a: string, b: string) => inOrder(a, b).join(':');

/**
 * Pairs of people who may be one person entered twice: alike names (case, accents and the usual
 * short forms aside), dates that do not contradict each other (spans at most 365 days apart, or a
 * day written wrong in one part), and what else they share (parents, a partner, the birth place).
 * See duplicates/pair-score.ts for the score and duplicates/candidate-pairs.ts for how pairs are
 * found without comparing every pair. `score` is between 0 and 1 (the pair's points out of 10,
 * two decimals); `reasons` are the facts the two records agree on, the name's first. Pairs in
 * `notSame` are never offered. People in id order; the highest score first, then by key. Key:
 * `possible-duplicate:<id>:<id>` (ids in text order).
 */
export function possibleDuplicates(snapshot: TreeSnapshot, options: PossibleDuplicatesOptions = {}): PossibleDuplicateInsight[] {
  const minScore = options.minScore ?? MIN_DUPLICATE_SCORE;
  const notSame = new Set((snapshot.notSame ?? []).map(([a, b]) => pairKey(a, b)));
  const features = featuresOf(snapshot);
  const found = new Map<string, PairScore & { people: [string, string] }>();
  forEachCandidatePair(features, (i, j) => {
    const key = pairKey(features[i].person.id, features[j].person.id);
    if (notSame.has(key) || features[i].person.id === features[j].person.id) return;
    const score = scorePair(features[i], features[j]);
    if (score && score.score >= minScore) found.set(key, { ...score, people: inOrder(features[i].person.id, features[j].person.id) });
  });
  const tree = indexTree(snapshot);
  const insights: PossibleDuplicateInsight[] = [];
  for (const [key, { score, reasons, people }] of found) {
    insights.push({
      type: 'possible-duplicate',
      key: `possible-duplicate:${key}`,
      people: [...people],
      dataPoints: people.flatMap((id) => pointsOf(tree.person.get(id)!, 'name', 'birth', 'death', 'birthPlace')),
      action: 'compare-people',
      params: { score, reasons },
    });
  }
  return insights.sort((a, b) => b.params.score - a.params.score || byText(a.key, b.key));
}
