import type { ServiceContext } from '../../service-context.ts';
import { requireViewer } from '../../../policies/authorize.ts';
import { currentTreeId, requireGrant } from '../../trees/index.ts';
import { membersPage } from './member.repository.ts';
import { visibleEdgesCount } from '../relationships/graph.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

export interface FamilyStatsModel {
  treeId: string | null;
  memberCount: number;
  relationshipCount: number;
  daysSinceJoined: number;
}

/** Counts about a tree (default: the one opened last) as the viewer sees it, computed from the data. */
export async function familyStats(sc: ServiceContext, treeId?: string | null): Promise<FamilyStatsModel> {
  const viewer = requireViewer(sc.viewer);
  const daysSinceJoined = Math.floor((Date.now() - viewer.createdAt.getTime()) / DAY);
  const id = treeId ?? (await currentTreeId(sc));
  if (!id) return { treeId: null, memberCount: 0, relationshipCount: 0, daysSinceJoined };
  const grant = await requireGrant(sc, id);
  const [{ totalCount }, relationshipCount] = await Promise.all([membersPage(sc.em, grant, { first: 1, offset: 0 }), visibleEdgesCount(sc.em, grant)]);
  return { treeId: id, memberCount: totalCount, relationshipCount, daysSinceJoined };
}
