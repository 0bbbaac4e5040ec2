import { authorize, requireViewer } from '../../policies/authorize.ts';
import { notFound } from '../../errors.ts';
import { check } from '../../input/validation.ts';
import { loadGrant, viewerGrants } from '../trees/index.ts';
import { findUsersByIds, type User } from '../users/index.ts';
import { requestLoader, type ServiceContext } from '../service-context.ts';
import { catalogueChallenges, visibleChallenge, visibleChallenges, type ChallengeRow } from './challenge.repository.ts';
import { challengeIdRules } from './challenge.input.ts';
import { presentChallenge, type ChallengeModel } from './challenge.presenter.ts';

/**
 * Loads the viewer's grants in the trees of these challenges, so the rules can judge family
 * challenges: one tree's alone, or all of the viewer's at once when there are several.
 */
async function withGrants(sc: ServiceContext, rows: readonly ChallengeRow[]): Promise<ChallengeModel[]> {
  const treeIds = new Set(rows.flatMap((r) => (r.tree_id ? [r.tree_id] : [])));
  if (treeIds.size > 1) await viewerGrants(sc);
  for (const treeId of treeIds) await loadGrant(sc, treeId);
  return rows.map(presentChallenge);
}

/**
 * Who made or confirmed a family challenge's claim (null once their account went): the people
 * every claim of one answer names are read in one statement.
 */
export async function claimPerson(sc: ServiceContext, userId: string | null): Promise<User | null> {
  if (!userId) return null;
  const loader = requestLoader<string, User>(sc, 'challenges:claim-people', async (ids) => new Map((await findUsersByIds(sc.em, [...ids])).map((u) => [u.id, u])));
  return (await loader.load(userId)) ?? null;
}

/** The active challenges the viewer may join and those they joined, each with their progress. */
export async function listChallenges(sc: ServiceContext): Promise<ChallengeModel[]> {
  const viewer = requireViewer(sc.viewer);
  return withGrants(sc, await visibleChallenges(sc.em, viewer.id));
}

/** One challenge the viewer sees; NOT_FOUND for one that is not there or not theirs to see. */
export async function getChallenge(sc: ServiceContext, id: string): Promise<ChallengeModel> {
  const viewer = requireViewer(sc.viewer);
  // The id as the rules read it (trimmed), never the text as sent.
  const checked = await check(challengeIdRules, { id });
  const row = await visibleChallenge(sc.em, viewer.id, checked.id);
  if (!row) throw notFound('Challenge');
  const [model] = await withGrants(sc, [row]);
  return model;
}

/** Every catalogue challenge, on or off: administrators. */
export async function listCatalogue(sc: ServiceContext): Promise<ChallengeModel[]> {
  const viewer = authorize(sc, 'listCatalogue', 'Challenge', {});
  return withGrants(sc, await catalogueChallenges(sc.em, viewer.id));
}
