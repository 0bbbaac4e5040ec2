import type { Actor } from './actor.ts';
import type { CapsuleStatus } from '../modules/time-capsules/time-capsule.entity.ts';
import { circleMemberScope, circleReaders } from './circle.policy.ts';
import { treeReaders } from './tree-access.policy.ts';
import { sql, type Reader, type Sql, type Uuid } from './sql.ts';

// Sealed means sealed. A time capsule is known to exist (from whom, opening when) to its creator and,
// once sealed, to those it is for; its content — title, message, attachments and their files — is
// read by its creator at every stage and by its recipients only once it has opened. Every read of a
// capsule (its fields, lists, search, the timeline, the personal-data export, file URLs) goes
// through the scopes below, or through the rules with a view read by them.

/** A capsule as the rules see it: who made it, where it is in its life, and whether the viewer is one of those it is for. */
export interface TimeCapsuleView {
  creatorId: string;
  status: CapsuleStatus;
  /** A recipient (or, for a sealed capsule for a whole tree, one of that tree's readers). */
  isRecipient: boolean;
}

const isCreator = (actor: Actor, view: TimeCapsuleView) => view.creatorId === actor.user.id;
const isDraftOfTheirs = (actor: Actor, view: TimeCapsuleView) => isCreator(actor, view) && view.status === 'draft';

export const timeCapsulePolicy = {
  /** That it exists, from whom and when it opens: its creator; its recipients once it is sealed. */
  read: (actor: Actor, view: TimeCapsuleView) => isCreator(actor, view) || (view.isRecipient && (view.status === 'sealed' || view.status === 'opened')),
  /** Its title, message and attachments: its creator; its recipients once it has opened — never before. */
  readContent: (actor: Actor, view: TimeCapsuleView) => isCreator(actor, view) || (view.isRecipient && view.status === 'opened'),
  /** Whom it is for: its creator alone. */
  readRecipients: isCreator,
  /** Change it, its attachments: its creator, while a draft. */
  update: isDraftOfTheirs,
  seal: isDraftOfTheirs,
  cancel: isDraftOfTheirs,
} as const;

/** Whether the reader is one of the recipients written for capsule row `alias`. */
const namedRecipient = (alias: string, reader: Reader): Sql =>
  sql`exists (select 1 from time_capsule_recipients tcr where tcr.capsule_id = ${alias}.id and tcr.user_id = ${reader})`;

/** Whether the reader reads the tree of a capsule for a whole tree (row `alias`). */
const readsCapsuleTree = (alias: string, reader: Reader): Sql =>
  sql`(${alias}.recipient_kind = 'tree' and exists (select 1 from tree_access tct where ${treeReaders('tct', { sql: `${alias}.tree_id` })} and tct.user_id = ${reader}))`;

/**
 * The capsules a reader knows of, as a condition on `time_capsules` row `alias`: their own; a sealed
 * one they are named in, or (for a whole tree) whose tree they read; an opened one they were named
 * in when it opened.
 */
export const timeCapsuleScope = (alias: string, reader: Reader): Sql => sql`(
  ${alias}.creator_id = ${reader}
  or (${alias}.status = 'sealed' and (${namedRecipient(alias, reader)} or ${readsCapsuleTree(alias, reader)}))
  or (${alias}.status = 'opened' and ${namedRecipient(alias, reader)}))`;

/** Whether the reader is one of those a capsule (row `alias`) is for, as the view's isRecipient says it. */
export const capsuleRecipientSql = (alias: string, reader: Reader): Sql =>
  sql`(${namedRecipient(alias, reader)} or (${alias}.status = 'sealed' and ${readsCapsuleTree(alias, reader)}))`;

/**
 * The capsules whose content a reader may read, as a condition on `time_capsules` row `alias`: their
 * own, and those opened for them. Search, the timeline, the export and file URLs read through it.
 */
export const capsuleContentScope = (alias: string, reader: Reader): Sql =>
  sql`(${alias}.creator_id = ${reader} or (${alias}.status = 'opened' and ${namedRecipient(alias, reader)}))`;

/** Who receives a capsule for circle `circleId` when it is sealed: its members other than the creator, as a condition on `circle_members` row `alias`. */
export const circleRecipients = (alias: string, circleId: Uuid, creator: Uuid): Sql => sql`${circleReaders(alias, circleId)} and ${alias}.user_id <> ${creator}`;

/** Whether a creator may send a capsule to a circle (`circleId` expression): one they are in. */
export const capsuleCircleOf = (circleId: string, creator: Reader): Sql => circleMemberScope(circleId, creator);

/** Who receives a capsule for tree `treeId` when it opens: that tree's readers then, other than the creator, as a condition on `tree_access` row `alias`. */
export const treeRecipients = (alias: string, treeId: Uuid, creator: Uuid): Sql => sql`${treeReaders(alias, treeId)} and ${alias}.user_id <> ${creator}`;
