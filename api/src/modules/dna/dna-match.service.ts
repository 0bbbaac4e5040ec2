import { invalid, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { isUuid } from '../../input/validation.ts';
import { isPersonOf, linkOf } from '../../policies/family-member.policy.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { bloodRelationsTo, membersByIds, visibleAmong } from '../family/index.ts';
import type { FamilyMember } from '../family/people/family-member.entity.ts';
import { getTree } from '../trees/index.ts';
import { requestLoader, requestMemo, type ServiceContext } from '../service-context.ts';
import type { DnaKit } from './dna-kit.entity.ts';
import { getDnaKit } from './dna-kit.service.ts';
import { comparisonBetween, matchesOfKit, readableMatch, type MatchRow } from './dna-match.repository.ts';
import { candidateLabel, presentCandidate, presentMatch, relationshipLabel, wholeNumber, type DnaMatchModel } from './dna-match.presenter.ts';
import { DEFAULT_THRESHOLDS } from './genetics/comparison-thresholds.ts';
import { loadGeneticMap } from './genetics/genetic-map.ts';
import { relationshipKey } from './genetics/relationship-keys.ts';
import { checkAgainstTree } from './genetics/relationship-prediction.ts';
import { sharedCmRangeOf } from './genetics/shared-cm-ranges.ts';
import { intersectIntervals } from './genetics/triangulate.ts';

/** A family member the viewer sees now, or null (one they do not see is not shown). */
export async function memberIfSeen(sc: ServiceContext, id: string | null | undefined): Promise<FamilyMember | null> {
  if (!id || !isUuid(id)) return null;
  return (await requestLoader(sc, 'dna:members-seen', (ids: readonly string[]) => membersSeen(sc, ids)).load(id)) ?? null;
}

/** Of these people, those the viewer sees now, by id: a list of matches reads its people together. */
async function membersSeen(sc: ServiceContext, ids: readonly string[]): Promise<Map<string, FamilyMember>> {
  const byTree = Map.groupBy(await membersByIds(sc, ids), (m) => m.tree.id);
  const seen = await Promise.all([...byTree.values()].map((members) => visibleAmong(sc, members)));
  return new Map(seen.flat().map((m) => [m.id, m]));
}

/** A kit of the viewer's, read once for a request however many of its matches ask. */
const kitOf = (sc: ServiceContext, kitId: string) => requestMemo(sc, `dna:kit:${kitId}`, () => getDnaKit(sc, kitId));

/** How `otherId` is related by blood to `mineId`: the matches of one kit ask together, in one walk. */
const bloodRelationOf = (sc: ServiceContext, otherId: string, mineId: string) =>
  requestLoader(sc, `dna:blood:${mineId}`, (ids: readonly string[]) => bloodRelationsTo(sc, ids, mineId)).load(otherId);

/** The matches of one of the viewer's kits, most shared DNA first. */
export async function matchesOf(sc: ServiceContext, kit: DnaKit): Promise<DnaMatchModel[]> {
  return (await matchesOfKit(sc.em, requireViewer(sc.viewer).id, kit.id)).map(presentMatch);
}

/** One match of one of the viewer's kits, read from kit `kitId` when given; any other is NOT_FOUND. */
export async function getDnaMatch(sc: ServiceContext, id: string, kitId?: string | null): Promise<DnaMatchModel> {
  const viewer = requireViewer(sc.viewer);
  const trimmed = id.trim();
  const kit = kitId?.trim() || undefined;
  const match = isUuid(trimmed) && (kit === undefined || isUuid(kit)) ? await readableMatch(sc.em, viewer.id, trimmed, kit) : null;
  if (!match) throw notFound();
  return presentMatch(match);
}

/**
 * The tree's relationship between the two kits' people, checked against the shared cM: null unless
 * the viewer sees both people in one tree and it joins them by blood. The sentence speaks of the
 * other kit's person as the viewer's relative when the viewer's kit is their own.
 */
export async function treeCheckOf(sc: ServiceContext, match: MatchRow) {
  const viewer = requireViewer(sc.viewer);
  const kit = await kitOf(sc, match.kit_id);
  const [mine, other] = await Promise.all([memberIfSeen(sc, kit.person?.id), memberIfSeen(sc, match.other_person_id)]);
  if (!mine || !other) return null;
  const relation = await bloodRelationOf(sc, other.id, mine.id);
  const key = relation && relationshipKey(relation.up, relation.down, relation.half);
  if (!relation || !key) return null;
  const autosomal = match.results.autosomal;
  const check = checkAgainstTree(key, autosomal.totalCm, { fullyIdenticalCm: autosomal.fullyIdenticalCm });
  const otherSex = other.gender === 'male' || other.gender === 'female' ? other.gender : 'other';
  const treeSays = isPersonOf(viewer.id, linkOf(mine))
    ? t('dna:match.treeSaysYour', { other: other.firstName || other.lastName, relation: relation.relation })
    : t('dna:match.treeSaysOf', { other: other.firstName || other.lastName, name: mine.firstName || mine.lastName, relation: relation.relation });
  const figures = { treeSays, expected: wholeNumber(check.expectedCm), total: wholeNumber(autosomal.totalCm) };
  const suggested = [...new Set(check.suggestions.filter((s) => s.key !== key).map((s) => relationshipLabel(s.key, otherSex)))].slice(0, 2);
  const summary = check.fits
    ? t('dna:match.fits', figures)
    : suggested.length
      ? t('dna:match.doesNotFit', { ...figures, suggestions: suggested.reduce((first, second) => t('dna:match.or', { first, second })) })
      : t('dna:match.doesNotFitNothing', figures);
  return {
    tree: await requestMemo(sc, `dna:tree:${relation.treeId}`, () => getTree(sc, relation.treeId)),
    relationship: key,
    label: relation.relation,
    expectedCm: check.expectedCm,
    lowCm: check.low,
    highCm: check.high,
    fits: check.fits,
    summary,
    suggestions: check.fits ? [] : suggestionsOf(check.suggestions, otherSex),
  };
}

/** The relationships a total suggests, named for the other person's sex, with the project's figures where it has a row. */
function suggestionsOf(suggestions: readonly { key: string; probability: number }[], sex: 'male' | 'female' | 'other') {
  return suggestions.flatMap(({ key, probability }) => {
    const range = sharedCmRangeOf(key);
    if (!range) return [];
    return [{ ...presentCandidate({ keys: [key], probability, mean: range.mean, low: range.low, high: range.high }), label: candidateLabel([key], sex) }];
  });
}

/**
 * The stretches the viewer's kit shares with both of two of its matches (where their segments with
 * the kit overlap, from the minimum segment up), each confirmed when the two matches' own comparison
 * — there only when their owners agreed to match each other — shares it too.
 */
export async function dnaTriangulation(sc: ServiceContext, kitId: string, matchIds: readonly string[]) {
  const kit = await getDnaKit(sc, kitId.trim());
  const ids = [...new Set(matchIds.map((id) => id.trim()))];
  if (ids.length !== 2) throw invalid(t('dna:match.triangulateTwo'), { matchIds: t('dna:match.triangulateTwo') });
  const byId = new Map((await matchesOfKit(sc.em, requireViewer(sc.viewer).id, kit.id)).map((m) => [m.id, m]));
  const matches = ids.map((id) => byId.get(id));
  if (!matches[0] || !matches[1]) throw notFound();
  const [b, c] = matches as [MatchRow, MatchRow];
  const segmentsOf = (row: MatchRow) => [...row.results.autosomal.segments, ...row.results.x.segments].filter((s) => s.kind === 'half');
  const between = await comparisonBetween(sc.em, b.other_kit_id, c.other_kit_id);
  const confirming = between ? segmentsOf({ ...b, results: between }) : [];
  const map = loadGeneticMap();
  const segments = intersectIntervals(segmentsOf(b), segmentsOf(c)).flatMap(([chromosome, startBp, endBp]) => {
    const cM = map.cmAt(chromosome, endBp) - map.cmAt(chromosome, startBp);
    if (cM < DEFAULT_THRESHOLDS.minCm) return [];
    const confirmed = intersectIntervals([[chromosome, startBp, endBp]], confirming).some(([, s, e]) => map.cmAt(chromosome, e) - map.cmAt(chromosome, s) >= DEFAULT_THRESHOLDS.minCm);
    return [{ chromosome, startBp, endBp, cM: Math.round(cM * 100) / 100, confirmed }];
  });
  return { segments, comparedWithEachOther: between !== null };
}

/** The chromosomes as the chromosome browser draws them. */
export function dnaChromosomes() {
  return loadGeneticMap()
    .lengths()
    .map((length) => ({ number: length.chromosome, name: length.chromosome === 23 ? 'X' : String(length.chromosome), lengthBp: length.lastBp, lengthCm: Math.round(length.cM * 100) / 100 }));
}
