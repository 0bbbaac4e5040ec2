import type { Actor } from './actor.ts';
import { sql, type Reader, type Sql } from './sql.ts';
import { treeReaders } from './tree-access.policy.ts';

// A family, for daily moments, is a tree: the users who read it. Its prompt of the day, its queue of
// prompts and its answers are read by them alone, whatever their role or branch (a moment is about
// the family, not about the people of the tree). Which days and answers a user may read at all is
// the scopes below: a day or answer outside them is NOT_FOUND, never FORBIDDEN.

/** A family's day as the rules see it: its tree, whether it is today (UTC), whether it was skipped and whether anyone answered. */
export interface DailyMomentView {
  treeId: string;
  isToday: boolean;
  skipped: boolean;
  answered: boolean;
}

/** An answer as the rules see it: who wrote it and whether its day is today. */
export interface PromptResponseView {
  authorId: string;
  isToday: boolean;
}

const readsTree = (actor: Actor, treeId: string) => actor.grant(treeId) !== null;

export const dailyMomentPolicy = {
  read: (actor: Actor, view: DailyMomentView) => readsTree(actor, view.treeId),
  /** Answer the day's prompt: its family, on that day only. */
  answer: (actor: Actor, view: DailyMomentView) => readsTree(actor, view.treeId) && view.isToday,
  /**
   * Ask for another prompt today: anyone of the family, once a day for the whole family (whoever
   * asks first), and only before anyone answered (answers stay with the prompt they answer).
   */
  skip: (actor: Actor, view: DailyMomentView) => readsTree(actor, view.treeId) && view.isToday && !view.skipped && !view.answered,
} as const;

/** A family's queue of prompts: each of its readers may add one; its author may take it back before it is asked. */
export const familyPromptPolicy = {
  add: (actor: Actor, tree: { treeId: string }) => readsTree(actor, tree.treeId),
  withdraw: (actor: Actor, prompt: { treeId: string; authorId: string | null; asked: boolean }) =>
    readsTree(actor, prompt.treeId) && prompt.authorId === actor.user.id && !prompt.asked,
} as const;

const isAuthor = (actor: Actor, view: PromptResponseView) => view.authorId === actor.user.id;

export const promptResponsePolicy = {
  /** Change an answer: its author, on its day (it closes with the day). */
  update: (actor: Actor, view: PromptResponseView) => isAuthor(actor, view) && view.isToday,
  /** Delete an answer: its author, any day. */
  delete: isAuthor,
  /** Like an answer: any reader of it but its author, once (the likes table's key). */
  like: (actor: Actor, view: PromptResponseView) => !isAuthor(actor, view),
} as const;

/** The family days a reader may read, as a condition on `daily_moments` row `alias`: those of the trees they read. */
export const dailyMomentScope = (alias: string, reader: Reader): Sql =>
  sql`exists (select 1 from tree_access dma where ${treeReaders('dma', { sql: `${alias}.tree_id` })} and dma.user_id = ${reader})`;

/** The answers a reader may read, as a condition on `prompt_responses` row `alias`: those of the days of trees they read. */
export const promptResponseScope = (alias: string, reader: Reader): Sql =>
  sql`exists (select 1 from daily_moments prm join tree_access pra on ${treeReaders('pra', { sql: 'prm.tree_id' })}
    where prm.id = ${alias}.moment_id and pra.user_id = ${reader})`;

/**
 * Who is told of an answer: the readers of its tree (rows `alias` of tree_access for tree id
 * expression `treeId`), the same users promptResponseScope lets read it.
 */
export const answerReaders = (alias: string, treeId: string): Sql => treeReaders(alias, { sql: treeId });
