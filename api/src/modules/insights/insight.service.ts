import { t } from '../../i18n.ts';
import { invalid, notFound } from '../../errors.ts';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import { check, isUuid } from '../../input/validation.ts';
import { getMember, membersByIds } from '../family/index.ts';
import { getTree, loadGrant, requireGrant } from '../trees/index.ts';
import type { ServiceContext } from '../service-context.ts';
import type { InsightGroup } from './family-insight.entity.ts';
import { insightPageRules, notSameRules } from './insight.input.ts';
import { presentInsight } from './insight.presenter.ts';
import { dismiss, insightState, readableFinding, readableFindings, rememberNotSame, restoreAll, treeOfFinding } from './insight.repository.ts';

/** Today (UTC) as YYYY-MM-DD: living people, anniversaries and this day are judged on it. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A page of the findings about a tree that the viewer may read (NOT_FOUND for a tree they do not
 * read), of one group or all, each written in the viewer's language; with when they were computed
 * and whether a recompute is due. A few statements whatever the tree's size.
 */
export async function familyInsightsPage(sc: ServiceContext, input: { treeId: string; group?: string | null; first?: number | null }) {
  const viewer = requireViewer(sc.viewer);
  const args = await check(insightPageRules, { ...input, first: input.first ?? undefined });
  const grant = await requireGrant(sc, args.treeId);
  authorize(sc, 'read', 'Insight', { treeId: grant.treeId });
  const today = todayUtc();
  const rows = await readableFindings(sc.em, grant, viewer.id, (args.group as InsightGroup | null) ?? null, args.first + 1, today);
  const page = rows.slice(0, args.first);
  const people = new Map((await membersByIds(sc, page.flatMap((r) => r.relevant_members))).map((m) => [m.id, m]));
  const [tree, state] = await Promise.all([getTree(sc, grant.treeId), insightState(sc.em, grant.treeId)]);
  return {
    treeId: grant.treeId,
    nodes: page.map((row) => presentInsight(sc, row, people, today)),
    hasMore: rows.length > args.first,
    computedAt: state?.computedAt ?? null,
    updating: !state || state.revision < Number(tree.revision),
    viewerCanEdit: can(sc, 'markNotSame', 'Insight', { treeId: grant.treeId }),
  };
}

/**
 * Hides a finding from the viewer alone, for good (by its key, so recomputes keep it hidden); a
 * finding the viewer may not read is NOT_FOUND. Other readers are untouched: dismissing is never
 * done for anyone else. Answers its id.
 */
export async function dismissInsight(sc: ServiceContext, id: string): Promise<string> {
  const viewer = requireViewer(sc.viewer);
  const treeId = isUuid(id) ? await treeOfFinding(sc.em, id) : null;
  const grant = treeId ? await loadGrant(sc, treeId) : null;
  const row = grant ? await readableFinding(sc.em, grant, viewer.id, id, todayUtc()) : null;
  if (!grant || !row) throw notFound();
  authorize(sc, 'dismiss', 'Insight', { treeId: grant.treeId });
  await dismiss(sc.em, viewer.id, grant.treeId, row.key);
  return row.id;
}

/** Shows the viewer every finding of a tree they dismissed again (NOT_FOUND for a tree they do not read): how many. */
export async function restoreInsights(sc: ServiceContext, treeId: string): Promise<number> {
  const viewer = requireViewer(sc.viewer);
  if (!isUuid(treeId)) throw notFound('Tree');
  const grant = await requireGrant(sc, treeId);
  authorize(sc, 'dismiss', 'Insight', { treeId: grant.treeId });
  return restoreAll(sc.em, viewer.id, grant.treeId);
}

/**
 * Says two people of a tree are not the same person, for good: the tree's owner and editors, about
 * two different people of this tree they see (NOT_FOUND for a person they do not see, or a tree).
 * The duplicate finding about them goes at once and never comes back.
 */
export async function markNotSamePerson(sc: ServiceContext, input: { treeId: string; personA: string; personB: string }): Promise<boolean> {
  const viewer = requireViewer(sc.viewer);
  const args = await check(notSameRules, input);
  const grant = await requireGrant(sc, args.treeId);
  authorize(sc, 'markNotSame', 'Insight', { treeId: grant.treeId }, t('insights:notSame.onlyEditors'));
  const [a, b] = [await getMember(sc, args.personA), await getMember(sc, args.personB)];
  // The same person however the ids are written (an id's letters may come in either case).
  if (a.id === b.id) throw invalid(t('insights:notSame.self'), { personB: t('insights:notSame.self') });
  if (a.tree.id !== grant.treeId || b.tree.id !== grant.treeId) throw invalid(t('insights:notSame.sameTree'), { [a.tree.id !== grant.treeId ? 'personA' : 'personB']: t('insights:notSame.sameTree') });
  await rememberNotSame(sc.em, grant.treeId, a.id, b.id, viewer.id);
  return true;
}
