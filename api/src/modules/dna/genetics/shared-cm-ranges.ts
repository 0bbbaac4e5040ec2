import { relationshipKey, type Kinship, type RelationshipKey } from './relationship-keys.ts';

/**
 * How much DNA relatives share, by relationship: the Shared cM Project, version 4.0 (March 2020),
 * Blaine T. Bettinger — nearly 60,000 reported totals of shared cM between people of known
 * relationship, outliers removed; for each relationship the average and the 99th-percentile range
 * (low–high). As published in the project's report ("The Shared cM Project Version 4.0 (March
 * 2020)", thegeneticgenealogist.com) and in DNA Painter's Shared cM tool
 * (dnapainter.com/tools/sharedcmv4).
 *
 * Totals from the testing companies: counted once over fully identical regions, segments from
 * about 6–8 cM up. A range starting at 0 means some such relatives share nothing detectable.
 */

/** One relationship of the project. */
export interface SharedCmRange {
  /** The project's own name for it. */
  label: string;
  /** The relationship from the older or first-named side (the project does not tell direction). */
  kinship: Kinship;
  /** The keys of both directions (grandparent and grandchild), or one for a symmetric relationship. */
  keys: RelationshipKey[];
  mean: number;
  low: number;
  high: number;
}

/** The source, for whoever shows these figures. */
export const SHARED_CM_SOURCE = 'The Shared cM Project, version 4.0 (March 2020), Blaine T. Bettinger';

// [label, up, down, half, average, low, high]
const ROWS: [string, number, number, boolean, number, number, number][] = [
  ['Parent / Child', 0, 1, false, 3485, 2376, 3720],
  ['Full Sibling', 1, 1, false, 2613, 1613, 3488],
  ['Half Sibling', 1, 1, true, 1759, 1160, 2436],
  ['Grandparent / Grandchild', 0, 2, false, 1754, 984, 2462],
  ['Aunt / Uncle', 1, 2, false, 1741, 1201, 2282],
  ['Half Aunt / Uncle', 1, 2, true, 871, 492, 1315],
  ['Great-Grandparent', 0, 3, false, 887, 485, 1486],
  ['Great-Aunt / Uncle', 1, 3, false, 850, 330, 1467],
  ['Half Great-Aunt / Uncle', 1, 3, true, 431, 184, 668],
  ['Great-Great-Aunt / Uncle', 1, 4, false, 420, 186, 713],
  ['Half Great-Great-Aunt / Uncle', 1, 4, true, 208, 103, 284],
  ['1C', 2, 2, false, 866, 396, 1397],
  ['1C1R', 2, 3, false, 433, 102, 980],
  ['1C2R', 2, 4, false, 221, 33, 471],
  ['1C3R', 2, 5, false, 117, 25, 238],
  ['2C', 3, 3, false, 229, 41, 592],
  ['2C1R', 3, 4, false, 122, 14, 353],
  ['2C2R', 3, 5, false, 71, 0, 244],
  ['2C3R', 3, 6, false, 51, 0, 154],
  ['3C', 4, 4, false, 73, 0, 234],
  ['3C1R', 4, 5, false, 48, 0, 192],
  ['3C2R', 4, 6, false, 36, 0, 166],
  ['3C3R', 4, 7, false, 27, 0, 98],
  ['4C', 5, 5, false, 35, 0, 139],
  ['4C1R', 5, 6, false, 28, 0, 126],
  ['4C2R', 5, 7, false, 22, 0, 93],
  ['4C3R', 5, 8, false, 19, 0, 60],
  ['5C', 6, 6, false, 25, 0, 117],
  ['5C1R', 6, 7, false, 21, 0, 80],
  ['5C2R', 6, 8, false, 18, 0, 65],
  ['5C3R', 6, 9, false, 13, 0, 30],
  ['6C', 7, 7, false, 18, 0, 71],
  ['6C1R', 7, 8, false, 15, 0, 56],
  ['6C2R', 7, 9, false, 13, 0, 45],
  ['7C', 8, 8, false, 14, 0, 57],
  ['7C1R', 8, 9, false, 12, 0, 50],
  ['8C', 9, 9, false, 11, 0, 42],
  ['Half 1C', 2, 2, true, 449, 156, 979],
  ['Half 1C1R', 2, 3, true, 224, 62, 469],
  ['Half 1C2R', 2, 4, true, 125, 16, 269],
  ['Half 1C3R', 2, 5, true, 60, 0, 120],
  ['Half 2C', 3, 3, true, 120, 10, 325],
  ['Half 2C1R', 3, 4, true, 66, 0, 190],
  ['Half 2C2R', 3, 5, true, 48, 0, 144],
  ['Half 3C', 4, 4, true, 48, 0, 168],
  ['Half 3C1R', 4, 5, true, 37, 0, 139],
  ['Half 3C2R', 4, 6, true, 27, 0, 78],
];

/** Every relationship of the project, in the order above. */
export const SHARED_CM_RANGES: readonly SharedCmRange[] = ROWS.map(([label, up, down, half, mean, low, high]) => {
  const keys = [relationshipKey(up, down, half)!, relationshipKey(down, up, half)!];
  return { label, kinship: { up, down, half }, keys: keys[0] === keys[1] ? [keys[0]] : keys, mean, low, high };
});

const byKey = new Map<RelationshipKey, SharedCmRange>(SHARED_CM_RANGES.flatMap((row) => row.keys.map((key) => [key, row] as const)));

/** The project's figures for a relationship key (either direction); undefined when it has none. */
export function sharedCmRangeOf(key: RelationshipKey): SharedCmRange | undefined {
  return byKey.get(key);
}
