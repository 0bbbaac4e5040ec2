import type { CircleView } from '../../policies/circle.policy.ts';
import { profileImageUrl, publicName } from '../users/index.ts';
import type { Circle } from './circle.entity.ts';
import type { CircleMember } from './circle-member.entity.ts';

/** A circle with what the viewer's reading of it needs: their view (role, connection) and its counts. */
export interface CircleModel {
  circle: Circle;
  view: CircleView;
  memberCount: number;
  /** Memories in it; 0 for a viewer who is not in it. */
  memoryCount: number;
  /** Memories others added since the viewer last opened it; 0 for a viewer who is not in it. */
  unreadCount: number;
}

/** A circle as the earlier REST client reads it, with its first few members. */
export const presentCircle = ({ circle, memberCount }: CircleModel, members: CircleMember[]) => ({
  id: circle.id,
  name: circle.name,
  description: circle.description ?? null,
  isPrivate: circle.isPrivate,
  ownerId: circle.owner.id,
  memberCount,
  members: members.map(({ user }) => ({ id: user.id, displayName: publicName(user), profileImageUrl: profileImageUrl(user) })),
  createdAt: circle.createdAt,
});
