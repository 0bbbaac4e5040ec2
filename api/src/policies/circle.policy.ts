import type { Actor } from './actor.ts';
import type { Circle } from '../modules/circles/circle.entity.ts';
import type { CircleRole } from '../modules/circles/circle-member.entity.ts';
import { sql, type Reader, type Sql, type Uuid } from './sql.ts';

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
  /** Share stories with it: those in it. */
  shareStories: isIn,
  leave: (_actor: Actor, view: CircleView) => view.role === 'member',
  requestToJoin: (_actor: Actor, view: CircleView) => view.role === null && !view.circle.isPrivate && view.ownerConnected && !view.requested,
} as const;

/**
 * Who reads what a circle holds (its memories, its stories): its members, as a condition on
 * `circle_members` row `alias` for circle `circleId`. Notices of a memory go to them.
 */
export const circleReaders = (alias: string, circleId: Uuid): Sql => sql`${alias}.circle_id = ${circleId}`;

/**
 * The circles a reader is in (circleReaders), as a condition on a `circle_id` expression. Memories,
 * their files and their tags are read through it.
 */
export const circleMemberScope = (circleId: string, reader: Reader): Sql =>
  sql`exists (select 1 from circle_members scm where ${circleReaders('scm', { sql: circleId })} and scm.user_id = ${reader})`;
