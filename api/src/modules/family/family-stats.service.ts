import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { FamilyMember } from './family-member.entity.ts';
import { FamilyRelationship } from './relationship.entity.ts';
import { UserConnection } from '../connections/connection.entity.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Counts about the viewer's family network, computed from the data. */
export async function familyStats(sc: ServiceContext) {
  const viewer = requireViewer(sc.viewer);
  const [memberCount, relationshipCount, connectionCount] = await Promise.all([
    sc.em.count(FamilyMember, { owner: viewer }),
    sc.em.count(FamilyRelationship, { owner: viewer }),
    sc.em.count(UserConnection, { user: viewer }),
  ]);
  const daysSinceJoined = Math.floor((Date.now() - viewer.createdAt.getTime()) / DAY);
  return { memberCount, relationshipCount, connectionCount, daysSinceJoined };
}
