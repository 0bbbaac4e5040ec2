import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { FamilyMember } from './family-member.entity.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Counts about the viewer's family network, computed from the data. */
export async function familyStats(sc: ServiceContext) {
  const viewer = requireViewer(sc.viewer);
  const memberCount = await sc.em.count(FamilyMember, { owner: viewer });
  const daysSinceJoined = Math.floor((Date.now() - viewer.createdAt.getTime()) / DAY);
  return { memberCount, daysSinceJoined };
}
