import { X_CHROMOSOME } from '../genetics/genotypes.ts';

/**
 * Facts about the reference genomes that tell which one a file's positions are on. Kits are kept on
 * GRCh37 (build 37, hg19), the build every company wrote its raw data on for a decade; a file on
 * build 36 (NCBI36, hg18: early 23andMe and FamilyTreeDNA downloads) or build 38 is refused, not
 * lifted over.
 */

/** The last base pair of each GRCh37 chromosome (1–22, 23 = X); a marker beyond it is on another build. */
export const GRCH37_LENGTHS: readonly number[] = [
  0, 249_250_621, 243_199_373, 198_022_430, 191_154_276, 180_915_260, 171_115_067, 159_138_663, 146_364_022, 141_213_431, 135_534_747,
  135_006_516, 133_851_895, 115_169_878, 107_349_540, 102_531_392, 90_354_753, 81_195_210, 78_077_248, 59_128_983, 63_025_520,
  48_129_895, 51_304_566, 155_270_560,
];

/**
 * The pseudo-autosomal regions of X on GRCh37 (PAR1, PAR2), first and last base pair. Their
 * markers are not kept in a kit, whichever way a file names them (under X at 23andMe and
 * MyHeritage, XY at FamilyTreeDNA, 25 at AncestryDNA): they have a copy on Y and cross over with
 * it, so they are not X-linked — men are diploid there, and they would read as heterozygous X calls
 * in a man and fit neither X matching nor the X genetic map. A kit's chromosome 23 is the X-specific
 * part alone, the same for every company.
 */
export const GRCH37_X_PAR: readonly (readonly [number, number])[] = [
  [60_001, 2_699_520],
  [154_931_044, 155_260_560],
];

const [PAR1, PAR2] = GRCH37_X_PAR;

/** Whether an X position is in a pseudo-autosomal region (GRCh37). */
export function inPseudoautosomalRegion(chromosome: number, position: number): boolean {
  if (chromosome !== X_CHROMOSOME) return false;
  return (position >= PAR1[0] && position <= PAR1[1]) || (position >= PAR2[0] && position <= PAR2[1]);
}

/** A build a file's positions can be on. */
export type ReferenceBuild = 36 | 37 | 38;

/**
 * Markers on most chips whose positions differ between builds 36, 37 and 38 (null: not known
 * here). A file listing one of them at one build's position votes for that build; a position that
 * matches none (a company's own coordinates, a typo) votes for nothing. The first seven are the
 * markers the `snps` library (apriha/snps) detects builds with; the others are widely typed
 * clinical markers (APOE, MTHFR, LCT, ALDH2, HERC2, SLC24A5), on the newer GSA-based chips too.
 */
export const BUILD_ANCHORS: ReadonlyMap<number, readonly [number | null, number, number]> = new Map([
  [3094315, [742_429, 752_566, 817_186]],
  [11928389, [50_908_372, 50_927_009, 50_889_578]],
  [2500347, [143_649_677, 144_938_320, 148_946_169]],
  [964481, [27_566_744, 27_656_823, 27_638_706]],
  [2341354, [908_436, 918_573, 983_193]],
  [3850290, [22_315_141, 23_245_301, 22_776_092]],
  [1329546, [135_302_086, 135_474_420, 136_392_261]],
  [429358, [null, 45_411_941, 44_908_684]],
  [7412, [null, 45_412_079, 44_908_822]],
  [1801133, [null, 11_856_378, 11_796_321]],
  [4988235, [null, 136_608_646, 135_851_076]],
  [671, [null, 112_241_766, 111_803_962]],
  [12913832, [null, 28_365_618, 28_120_472]],
  [1426654, [null, 48_426_484, 48_134_287]],
] as const);

/** The build an anchor marker's position stands for, or null when it matches none. */
export function anchorBuild(rsNumber: number, position: number): ReferenceBuild | null {
  const anchor = BUILD_ANCHORS.get(rsNumber);
  if (!anchor) return null;
  if (anchor[1] === position) return 37;
  if (anchor[2] === position) return 38;
  if (anchor[0] === position) return 36;
  return null;
}

const BUILD_38 = /grch38|build\s*38|\bhg38\b|\bb38\b/;
const BUILD_36 = /ncbi\s*36|build\s*36|\bhg18\b|\bb36\b/;
const BUILD_37 = /grch37|build\s*37|\bhg19\b|\bb37\b/;

/**
 * The build a file's comment lines name ("We are using reference human assembly build 37",
 * "human reference build 37.1 coordinates", "##reference=build37", "GRCh38"), or null when they
 * name none, or more than one.
 */
export function buildInComments(comments: string): ReferenceBuild | null {
  const text = comments.toLowerCase();
  const named: ReferenceBuild[] = [];
  if (BUILD_37.test(text)) named.push(37);
  if (BUILD_38.test(text)) named.push(38);
  if (BUILD_36.test(text)) named.push(36);
  return named.length === 1 ? named[0] : null;
}

/** More markers past GRCh37's chromosome ends than this means another build (build 38 is longer on 3, 5, 7, 11, 17, 18, 20 and X). */
export const MAX_BEYOND_GRCH37 = 10;

/** What the positions say: anchor markers found at each build's position, and markers past GRCh37's ends. */
export interface BuildEvidence {
  /** The build the comments name, if any. */
  named: ReferenceBuild | null;
  votes: Record<ReferenceBuild, number>;
  beyondGrch37Ends: number;
}

/**
 * The build a file is on, from the strongest evidence it has: markers past GRCh37's chromosome ends
 * (impossible on build 37), then the anchor markers' positions, then what the comments say; a file
 * with none of these (FamilyTreeDNA's, which have no comments, on a chip without the anchors) is
 * taken to be on build 37, which every company has used since 2013.
 */
export function decideBuild(evidence: BuildEvidence): ReferenceBuild {
  if (evidence.beyondGrch37Ends > MAX_BEYOND_GRCH37) return 38;
  const { votes } = evidence;
  const other: ReferenceBuild = votes[38] >= votes[36] ? 38 : 36;
  if (votes[37] > 0 || votes[other] > 0) return votes[other] > votes[37] ? other : 37;
  return evidence.named ?? 37;
}
