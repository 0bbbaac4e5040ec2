import type { Actor } from './actor.ts';
import type { Circle } from '../modules/circles/circle.entity.ts';
import type { CircleRole } from '../modules/circles/circle-member.entity.ts';

/**
 * A circle as the rules see it from the viewer: their role in it (null: not in it), whether they are
 * one of the owner's connections, and whether they asked to join already. The circles service
 * loads these with the circle.
 */
export interface CircleView {
  circle: Pick<Circle, 'id' | 'isPrivate'>;
  role: CircleRole | null;
  ownerConnected: boolean;
  requested: boolean;
}

const isOwner = (_actor: Actor, view: CircleView) => view.role === 'owner';
const isIn = (_actor: Actor, view: CircleView) => view.role !== null;

export const circlePolicy = {
  /** Its name and members: those in it, and the owner's connections when it is not private. */
  read: (actor: Actor, view: CircleView) => isIn(actor, view) || (!view.circle.isPrivate && view.ownerConnected),
  update: isOwner,
  delete: isOwner,
  manageMembers: isOwner,
  /** Its memories: those in it, always and only. */
  readMemories: isIn,
  addMemories: isIn,
  leave: (_actor: Actor, view: CircleView) => view.role === 'member',
  requestToJoin: (_actor: Actor, view: CircleView) => view.role === null && !view.circle.isPrivate && view.ownerConnected && !view.requested,
} as const;

/**
 * The circles a user is in, as a condition on a `circle_id` expression, with the user's id as its
 * one parameter. Memories, their files and their tags are read through it.
 */
export const circleMemberScope = (circleId: string) =>
  `exists (select 1 from circle_members scm where scm.circle_id = ${circleId} and scm.user_id = ?::uuid)`;
