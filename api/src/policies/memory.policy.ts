import type { Actor } from './actor.ts';
import type { CircleRole } from '../modules/circles/circle-member.entity.ts';
import { circleMemberScope } from './circle.policy.ts';
import { sql, type Reader, type Sql } from './sql.ts';

/**
 * A memory as the rules see it: who uploaded it and the viewer's role in its circle (the memories
 * service reads memories only through circleMemberScope, so a memory reaching a rule is one the
 * viewer's circle holds; a role of null means they left it since).
 */
export interface MemoryView {
  uploadedById: string | null;
  role: CircleRole | null;
}

const isUploader = (actor: Actor, view: MemoryView) => view.role !== null && view.uploadedById === actor.user.id;

export const memoryPolicy = {
  read: (_actor: Actor, view: MemoryView) => view.role !== null,
  update: isUploader,
  delete: (actor: Actor, view: MemoryView) => isUploader(actor, view) || view.role === 'owner',
  tag: (_actor: Actor, view: MemoryView) => view.role !== null,
} as const;

/** A tag as the rules see it: who made it, and the memory it is on. */
export interface PhotoTagView {
  taggedById: string | null;
  memory: MemoryView;
}

export const photoTagPolicy = {
  /** Move or remove: whoever tagged, the uploader, the circle's owner. */
  change: (actor: Actor, view: PhotoTagView) =>
    view.memory.role !== null && (view.taggedById === actor.user.id || view.memory.uploadedById === actor.user.id || view.memory.role === 'owner'),
} as const;

/**
 * The memories a reader may put with something of theirs (an event's photos), as a
 * condition on `memories` row `alias`: those they uploaded, and those of their circles.
 */
export const memoryUseScope = (alias: string, reader: Reader): Sql =>
  sql`(${alias}.uploaded_by_id = ${reader} or ${circleMemberScope(`${alias}.circle_id`, reader)})`;
