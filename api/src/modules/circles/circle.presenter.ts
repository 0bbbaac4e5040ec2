import type { CircleView } from '../../policies/circle.policy.ts';
import { profileImageUrl, publicName } from '../users/index.ts';
import type { Circle } from './circle.entity.ts';
import type { CircleMember } from './circle-member.entity.ts';
import type { CircleCounts } from './circle.repository.ts';

/**
 * A circle with what the viewer's reading of it needs: their view (role, connection) and its counts
 * when they were read with it (otherwise `circleCountsOf` reads them, for all circles a request shows
 * at once).
 */
export interface CircleModel {
  circle: Circle;
  view: CircleView;
  counts?: CircleCounts;
}

/** A circle as the earlier REST client reads it, with its first few members. */
export const presentCircle = ({ circle }: CircleModel, { memberCount }: CircleCounts, members: CircleMember[]) => ({
  id: circle.id,
  name: circle.name,
  description: circle.description ?? null,
  isPrivate: circle.isPrivate,
  ownerId: circle.owner.id,
  memberCount,
  members: members.map(({ user }) => ({ id: user.id, displayName: publicName(user), profileImageUrl: profileImageUrl(user) })),
  createdAt: circle.createdAt,
});
