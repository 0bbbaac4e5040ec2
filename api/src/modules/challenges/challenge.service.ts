import { authorize, requireViewer } from '../../policies/authorize.ts';
import { notFound } from '../../errors.ts';
import { check } from '../../input/validation.ts';
import { loadGrant } from '../trees/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { catalogueChallenges, visibleChallenge, visibleChallenges, type ChallengeRow } from './challenge.repository.ts';
import { challengeIdRules } from './challenge.input.ts';
import { presentChallenge, type ChallengeModel } from './challenge.presenter.ts';

/** Loads the viewer's grants in the trees of these challenges, so the rules can judge family challenges. */
async function withGrants(sc: ServiceContext, rows: readonly ChallengeRow[]): Promise<ChallengeModel[]> {
  for (const treeId of new Set(rows.flatMap((r) => (r.tree_id ? [r.tree_id] : [])))) await loadGrant(sc, treeId);
  return rows.map(presentChallenge);
}

/** The active challenges the viewer may join and those they joined, each with their progress. */
export async function listChallenges(sc: ServiceContext): Promise<ChallengeModel[]> {
  const viewer = requireViewer(sc.viewer);
  return withGrants(sc, await visibleChallenges(sc.em, viewer.id));
}

/** One challenge the viewer sees; NOT_FOUND for one that is not there or not theirs to see. */
export async function getChallenge(sc: ServiceContext, id: string): Promise<ChallengeModel> {
  const viewer = requireViewer(sc.viewer);
  await check(challengeIdRules, { id });
  const row = await visibleChallenge(sc.em, viewer.id, id);
  if (!row) throw notFound('Challenge');
  const [model] = await withGrants(sc, [row]);
  return model;
}

/** Every catalogue challenge, on or off: administrators. */
export async function listCatalogue(sc: ServiceContext): Promise<ChallengeModel[]> {
  const viewer = authorize(sc, 'listCatalogue', 'Challenge', {});
  return withGrants(sc, await catalogueChallenges(sc.em, viewer.id));
}
