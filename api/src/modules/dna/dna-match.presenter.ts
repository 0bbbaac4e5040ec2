import { requestLanguage, t } from '../../i18n.ts';
import { kinshipName } from '../family/index.ts';
import type { KitComparison } from './genetics/compare-kits.ts';
import type { MatchRow } from './dna-match.repository.ts';
import { kinshipOfKey, type RelationshipKey } from './genetics/relationship-keys.ts';
import { predictRelationships, type RelationshipCandidate } from './genetics/relationship-prediction.ts';
import type { SharedSegment } from './genetics/segments.ts';

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** A number for a sentence in the request's language ("1,700" / "1.700"). */
export const wholeNumber = (value: number) => new Intl.NumberFormat(requestLanguage()).format(Math.round(value));

/** A relationship key's name in the request's language, for a person of the given sex. */
export function relationshipLabel(key: RelationshipKey, sex: 'male' | 'female' | 'other' = 'other'): string {
  const kinship = kinshipOfKey(key);
  return kinship ? kinshipName(kinship.up, kinship.down, sex, kinship.half, requestLanguage()) : key;
}

/** "grandparent / grandchild": the names of a candidate's keys (both directions where they differ). */
export function candidateLabel(keys: readonly RelationshipKey[], sex: 'male' | 'female' | 'other' = 'other'): string {
  const names = [...new Set(keys.map((key) => relationshipLabel(key, sex)))];
  return names.reduce((first, second) => t('dna:match.eitherWay', { first, second }));
}

/** A candidate relationship as the API shows it. */
export function presentCandidate(candidate: Pick<RelationshipCandidate, 'keys' | 'probability' | 'mean' | 'low' | 'high'>) {
  return {
    key: candidate.keys[0],
    label: candidateLabel(candidate.keys),
    probability: round(candidate.probability, 4),
    meanCm: candidate.mean,
    lowCm: candidate.low,
    highCm: candidate.high,
  };
}

const presentSegment = (segment: SharedSegment) => ({
  chromosome: segment.chromosome,
  startBp: segment.startBp,
  endBp: segment.endBp,
  startCm: round(segment.startCm),
  endCm: round(segment.endCm),
  cM: round(segment.cM),
  markers: segment.markers,
  kind: segment.kind,
});

/** What a stored comparison says, as the API's DnaMatch figures (the tree check and the people are resolved apart). */
export function presentComparison(results: KitComparison) {
  const { autosomal, x } = results;
  const segments = [...autosomal.segments, ...x.segments].sort((a, b) => a.chromosome - b.chromosome || a.startBp - b.startBp).map(presentSegment);
  const predictions = predictRelationships(autosomal.totalCm, autosomal.segmentCount, { fullyIdenticalCm: autosomal.fullyIdenticalCm }).map((prediction) => ({
    probability: round(prediction.probability, 4),
    relationships: prediction.relationships.map(presentCandidate),
  }));
  return {
    overlapMarkers: results.overlapMarkers,
    totalCm: round(autosomal.totalCm),
    segmentCount: autosomal.segmentCount,
    largestCm: round(autosomal.largestCm),
    fullyIdenticalCm: round(autosomal.fullyIdenticalCm),
    segments,
    x: { totalCm: round(x.totalCm), segmentCount: x.segmentCount, largestCm: round(x.largestCm) },
    endogamy: { flagged: results.endogamy.flagged, smallSegmentCount: results.endogamy.smallSegmentCount, smallSegmentCm: round(results.endogamy.smallSegmentCm) },
    thresholds: { minCm: round(results.thresholdsUsed.autosomal.minCm), minMarkers: Math.round(results.thresholdsUsed.autosomal.minMarkers) },
    predictions,
  };
}

/** A match as the API's resolvers take it: the stored row, and its figures presented once. */
export type DnaMatchModel = ReturnType<typeof presentComparison> & { id: string; row: MatchRow };

/** Presents a readable comparison as a match. */
export const presentMatch = (row: MatchRow): DnaMatchModel => ({ ...presentComparison(row.results), id: row.id, row });
