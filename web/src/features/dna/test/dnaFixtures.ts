import type { MockLink } from '@apollo/client/testing';
import type { DnaKitFieldsFragment, DnaMatchPageQuery, DnaMatchRowFieldsFragment, HeritageQuery } from '../../../gql/graphql';
import { DnaChromosomesDocument } from '../match/matchQueries';

/** Ana's AncestryDNA v2 kit, on her own person, compared and ready. */
export function kit(overrides: Partial<DnaKitFieldsFragment> = {}): DnaKitFieldsFragment & { __typename: 'DnaKit' } {
  return {
    __typename: 'DnaKit',
    id: 'k1',
    provider: 'ancestry',
    fileVersion: 'v2',
    markers: 637_000,
    noCalls: 1200,
    inferredSex: 'female',
    ofRelative: false,
    relativeConsentAt: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    person: { __typename: 'FamilyMember', id: 'm-ana', fullName: 'Ana Rivera' },
    viewerCan: { __typename: 'DnaKitPermissions', delete: true },
    matchingStatus: 'ready',
    comparedCount: 0,
    compareTotal: 0,
    lastSynced: '2026-03-03T10:00:00.000Z',
    ...overrides,
  } as DnaKitFieldsFragment & { __typename: 'DnaKit' };
}

/** A match as the kit's list shows it. */
export function matchRow(overrides: Partial<DnaMatchRowFieldsFragment> = {}): DnaMatchRowFieldsFragment & { __typename: 'DnaMatch' } {
  return {
    __typename: 'DnaMatch',
    id: 'm1',
    matchedUser: { __typename: 'PublicUser', id: 'u-tomas', displayName: 'Tomás Rivera' },
    matchedPerson: null,
    matchedProvider: 'twenty_three_and_me',
    totalCm: 866,
    segmentCount: 31,
    largestCm: 72.5,
    endogamy: { __typename: 'DnaEndogamy', flagged: false },
    predictions: [
      {
        __typename: 'DnaRelationshipPrediction',
        probability: 0.62,
        relationships: [{ __typename: 'DnaRelationshipCandidate', label: 'First cousin' }],
      },
    ],
    treeCheck: { __typename: 'DnaTreeCheck', fits: true, label: 'first cousins' },
    ...overrides,
  } as DnaMatchRowFieldsFragment & { __typename: 'DnaMatch' };
}

/** The chromosomes the browser draws: 1, 7 and the X are enough for the tests. */
export const chromosomes = [
  { __typename: 'DnaChromosome' as const, number: 1, name: '1', lengthBp: 249_000_000, lengthCm: 286 },
  { __typename: 'DnaChromosome' as const, number: 7, name: '7', lengthBp: 159_000_000, lengthCm: 187 },
  { __typename: 'DnaChromosome' as const, number: 23, name: 'X', lengthBp: 155_000_000, lengthCm: 180 },
];

export const chromosomesMock: MockLink.MockedResponse = {
  request: { query: DnaChromosomesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { dnaChromosomes: chromosomes } },
};

type MatchPage = DnaMatchPageQuery['dnaMatch'];

const candidate = (key: string, label: string, probability: number, meanCm: number, lowCm: number, highCm: number) => ({
  __typename: 'DnaRelationshipCandidate' as const,
  key,
  label,
  probability,
  meanCm,
  lowCm,
  highCm,
});

/** Tomás, Ana's first cousin: two half-identical segments and a fully identical one; the tree agrees. */
export function matchPage(overrides: Partial<MatchPage> = {}): MatchPage & { __typename: 'DnaMatch' } {
  return {
    __typename: 'DnaMatch',
    id: 'm1',
    kit: {
      __typename: 'DnaKit',
      id: 'k1',
      provider: 'ancestry',
      fileVersion: 'v2',
      person: { __typename: 'FamilyMember', id: 'm-ana', fullName: 'Ana Rivera' },
      matches: [
        { __typename: 'DnaMatch', id: 'm1', matchedUser: { __typename: 'PublicUser', id: 'u-tomas', displayName: 'Tomás Rivera' }, matchedPerson: null, totalCm: 866 },
        { __typename: 'DnaMatch', id: 'm2', matchedUser: { __typename: 'PublicUser', id: 'u-lucia', displayName: 'Lucía Rivera' }, matchedPerson: null, totalCm: 420 },
      ],
    },
    matchedUser: { __typename: 'PublicUser', id: 'u-tomas', displayName: 'Tomás Rivera' },
    matchedPerson: { __typename: 'FamilyMember', id: 'p-tomas', fullName: 'Tomás Rivera' },
    matchedProvider: 'twenty_three_and_me',
    overlapMarkers: 412_000,
    totalCm: 866,
    segmentCount: 3,
    largestCm: 72.5,
    fullyIdenticalCm: 12.25,
    segments: [
      { __typename: 'DnaSegment', chromosome: 1, startBp: 10_000_000, endBp: 60_000_000, startCm: 20, endCm: 92.5, cM: 72.5, markers: 9_800, kind: 'half' },
      { __typename: 'DnaSegment', chromosome: 7, startBp: 12_300_000, endBp: 45_600_000, startCm: 30, endCm: 63.3, cM: 33.3, markers: 4_200, kind: 'half' },
      { __typename: 'DnaSegment', chromosome: 7, startBp: 100_000_000, endBp: 110_000_000, startCm: 120, endCm: 132.25, cM: 12.25, markers: 1_500, kind: 'full' },
    ],
    x: { __typename: 'DnaSharedX', totalCm: 0, segmentCount: 0, largestCm: 0 },
    endogamy: { __typename: 'DnaEndogamy', flagged: false, smallSegmentCount: 2, smallSegmentCm: 9 },
    thresholds: { __typename: 'DnaThresholds', minCm: 7, minMarkers: 500 },
    predictions: [
      { __typename: 'DnaRelationshipPrediction', probability: 0.62, relationships: [candidate('first-cousin', 'First cousin', 0.5, 866, 396, 1397), candidate('half-aunt-uncle', 'Half aunt or uncle', 0.12, 871, 492, 1315)] },
      { __typename: 'DnaRelationshipPrediction', probability: 0.38, relationships: [candidate('great-aunt-uncle', 'Great-aunt or uncle', 0.38, 850, 330, 1467)] },
    ],
    treeCheck: {
      __typename: 'DnaTreeCheck',
      tree: { __typename: 'Tree', id: 'tree-1', name: 'The Rivera family' },
      relationship: 'first-cousin',
      label: 'first cousins',
      expectedCm: 866,
      lowCm: 396,
      highCm: 1397,
      fits: true,
      summary: 'The tree says first cousins (expected ~866 cM); 866 cM fits.',
      suggestions: [],
    },
    computedAt: '2026-03-03T10:00:00.000Z',
    ...overrides,
  } as MatchPage & { __typename: 'DnaMatch' };
}

type Generation = NonNullable<HeritageQuery['heritage']>['generations'][number];

/** A generation of Ana's ancestors, its places as given ([name, count] pairs). */
export function generation(number: number, known: number, places: [string, number][]): Generation & { __typename: 'HeritageGeneration' } {
  const expected = 2 ** number;
  return {
    __typename: 'HeritageGeneration',
    generation: number,
    expected,
    known,
    withPlace: places.reduce((sum, [, count]) => sum + count, 0),
    places: places.map(([name, count]) => ({ __typename: 'HeritagePlace' as const, name, count, share: count / expected })),
  };
}
