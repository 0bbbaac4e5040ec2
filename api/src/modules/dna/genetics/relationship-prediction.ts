/**
 * Likely relationships from the DNA two people share, and whether a relationship in the tree fits.
 *
 * The model. For each relationship of the Shared cM Project 4.0 (shared-cm-ranges.ts) the total
 * shared cM is taken to be normal in its square root, a shape that fits simulated and reported
 * sharing closely (Press and Hawkins, "Likelihood models for forensic genealogy", 2020), split at
 * the project's average so that it honours both ends of the project's 99 % range:
 *
 *   √cM ~ N(√average, σ)   with σ = (√average − √low) / 2.576 below the average
 *                               and σ = (√high − √average) / 2.576 above it.
 *
 * Relationships that share the same expected amount cannot be told apart by total cM, so they are
 * grouped as the Shared cM tool does: parent/child, full siblings, then by degree (the expected
 * shared fraction is 2^-degree: grandparents, aunts and half-siblings are degree 2; first cousins,
 * great-grandparents, great-aunts and half-aunts degree 3; ...). Every group has the same prior,
 * shared equally by the relationships in it; the probabilities are the normalised products.
 *
 * A fully identical total (IBD2), when given, separates full siblings from the rest: full siblings
 * are fully identical over a quarter of the genome, a third of what they share at all (the ratio
 * is taken as normal, 1/3 ± 0.08), everyone else over none of it (half-normal, σ 0.03, which
 * allows for a few short false regions). The segment count is kept with the input but does not
 * weigh: the project reports totals only, and a count model would have to be fitted elsewhere.
 */
import { expectedSharedFraction, kinshipOfKey, type Kinship, type RelationshipKey } from './relationship-keys.ts';
import { SHARED_CM_RANGES, sharedCmRangeOf, type SharedCmRange } from './shared-cm-ranges.ts';

/** A group of relationships that share the same amount on average: 'parent-child', 'full-siblings' or 'degree-N'. */
export type RelationshipGroup = string;

/** One relationship of a prediction. */
export interface RelationshipCandidate {
  /** The Shared cM Project's name for it. */
  label: string;
  /** Its keys, both directions (grandparent, grandchild). */
  keys: RelationshipKey[];
  probability: number;
  /** The project's average and 99 % range. */
  mean: number;
  low: number;
  high: number;
}

/** A group of relationships and how likely it is. */
export interface RelationshipPrediction {
  group: RelationshipGroup;
  probability: number;
  /** Its relationships, most likely first. */
  relationships: RelationshipCandidate[];
}

/** Extra evidence and how much to return. */
export interface PredictionOptions {
  /** cM in fully identical regions (IBD2), from the same comparison. */
  fullyIdenticalCm?: number;
  /** Leave out groups less likely than this (default 0.01). */
  minProbability?: number;
}

const Z99 = 2.5758;
const SIBLING_IBD2_RATIO = { mean: 1 / 3, sd: 0.08 };
const OTHER_IBD2_RATIO_SD = 0.03;

/** The group a relationship belongs to (see this file's comment). */
export function relationshipGroupOf(k: Kinship): RelationshipGroup {
  if (k.up + k.down === 1) return 'parent-child';
  if (k.up === 1 && k.down === 1 && !k.half) return 'full-siblings';
  return `degree-${Math.round(-Math.log2(expectedSharedFraction(k)))}`;
}

/** The split normal in √cM of one relationship; relative density (the Jacobian is the same for every relationship). */
function density(row: SharedCmRange, totalCm: number): number {
  const y = Math.sqrt(Math.max(0, totalCm));
  const mu = Math.sqrt(row.mean);
  const below = Math.max((mu - Math.sqrt(row.low)) / Z99, 1e-6);
  const above = Math.max((Math.sqrt(row.high) - mu) / Z99, 1e-6);
  const sigma = y < mu ? below : above;
  const z = (y - mu) / sigma;
  return (2 / (Math.sqrt(2 * Math.PI) * (below + above))) * Math.exp(-0.5 * z * z);
}

function normal(x: number, mean: number, sd: number): number {
  const z = (x - mean) / sd;
  return Math.exp(-0.5 * z * z) / (sd * Math.sqrt(2 * Math.PI));
}

/** How well a fully identical share fits the relationship (see this file's comment). */
function ibd2Fit(row: SharedCmRange, totalCm: number, fullyIdenticalCm: number): number {
  const ratio = totalCm > 0 ? Math.min(1, fullyIdenticalCm / totalCm) : 0;
  const sibling = row.kinship.up === 1 && row.kinship.down === 1 && !row.kinship.half;
  return sibling ? normal(ratio, SIBLING_IBD2_RATIO.mean, SIBLING_IBD2_RATIO.sd) : 2 * normal(ratio, 0, OTHER_IBD2_RATIO_SD);
}

const GROUPS = (() => {
  const groups = new Map<RelationshipGroup, SharedCmRange[]>();
  for (const row of SHARED_CM_RANGES) {
    const group = relationshipGroupOf(row.kinship);
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  return groups;
})();

/**
 * The likely relationships for a total of shared cM (half-identical segments, fully identical
 * regions counted once), most likely group first, by the model in this file's comment. Groups
 * under `minProbability` are left out. `segmentCount` is accepted for callers that have it; the
 * model does not use it (see above).
 */
export function predictRelationships(totalCm: number, segmentCount?: number, options: PredictionOptions = {}): RelationshipPrediction[] {
  void segmentCount;
  const minProbability = options.minProbability ?? 0.01;
  const scored: { group: RelationshipGroup; rows: { row: SharedCmRange; weight: number }[]; weight: number }[] = [];
  let sum = 0;
  for (const [group, rows] of GROUPS) {
    const weighted = rows.map((row) => {
      let weight = density(row, totalCm) / rows.length;
      if (options.fullyIdenticalCm !== undefined) weight *= ibd2Fit(row, totalCm, options.fullyIdenticalCm);
      return { row, weight };
    });
    const weight = weighted.reduce((s, r) => s + r.weight, 0);
    sum += weight;
    scored.push({ group, rows: weighted, weight });
  }
  if (!(sum > 0)) return [];
  return scored
    .map(({ group, rows, weight }) => ({
      group,
      probability: weight / sum,
      relationships: rows
        .map(({ row, weight: w }) => ({ label: row.label, keys: row.keys, probability: w / sum, mean: row.mean, low: row.low, high: row.high }))
        .sort((p, q) => q.probability - p.probability),
    }))
    .filter((p) => p.probability >= minProbability)
    .sort((p, q) => q.probability - p.probability);
}

/** What checkAgainstTree answers. */
export interface TreeCheck {
  relationship: RelationshipKey;
  /** The project's average for it, or for its group when the project has no row of its own. */
  expectedCm: number;
  low: number;
  high: number;
  /** Where the figures come from: the relationship's own row, or the pooled rows of its group. */
  basis: 'relationship' | 'group';
  /** Whether the total lies within the 99 % range. */
  fits: boolean;
  /** The likely relationships for the total, most likely first (keys, both directions where they differ). */
  suggestions: { key: RelationshipKey; probability: number }[];
}

/**
 * Checks a relationship from the tree against the DNA: its expected cM and range, whether the
 * total fits, and the relationships the total suggests instead — data for sentences such as "The
 * tree says second cousins (expected ~229 cM); 212 cM fits" or "1,700 cM suggests a half-sibling
 * or an aunt — check the tree". Throws for a string that is not a relationship key.
 */
export function checkAgainstTree(relationship: RelationshipKey, totalCm: number, options: PredictionOptions = {}): TreeCheck {
  const kinship = kinshipOfKey(relationship);
  if (!kinship) throw new Error(`Not a relationship key: ${relationship}`);
  const own = sharedCmRangeOf(relationship);
  const pooled = own ? [own] : (GROUPS.get(relationshipGroupOf(kinship)) ?? mostDistantGroup());
  const expectedCm = Math.round(pooled.reduce((s, r) => s + r.mean, 0) / pooled.length);
  const low = Math.min(...pooled.map((r) => r.low));
  const high = Math.max(...pooled.map((r) => r.high));
  const suggestions: { key: RelationshipKey; probability: number }[] = [];
  for (const prediction of predictRelationships(totalCm, undefined, { ...options, minProbability: options.minProbability ?? 0.05 })) {
    for (const candidate of prediction.relationships) {
      if (candidate.probability < 0.01) continue;
      for (const key of candidate.keys) suggestions.push({ key, probability: candidate.probability });
    }
  }
  return { relationship, expectedCm, low, high, basis: own ? 'relationship' : 'group', fits: totalCm >= low && totalCm <= high, suggestions };
}

/** Beyond the project's most distant degree, that degree's figures (sharing there is near nothing). */
function mostDistantGroup(): SharedCmRange[] {
  let best: SharedCmRange[] = [];
  let bestDegree = -1;
  for (const [group, rows] of GROUPS) {
    const degree = Number(group.replace('degree-', ''));
    if (Number.isFinite(degree) && degree > bestDegree) [best, bestDegree] = [rows, degree];
  }
  return best;
}
