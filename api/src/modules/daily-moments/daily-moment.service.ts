import { notFound } from '../../errors.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { check, isUuid } from '../../input/validation.ts';
import { requestLoader, type ServiceContext } from '../service-context.ts';
import { currentTreeId, getTree, loadGrant, requireGrant } from '../trees/index.ts';
import { findUsersByIds, type User } from '../users/index.ts';
import { promptOf, type AnswerModel, type BookModel, type MomentModel, type PromptModel } from './daily-moment.presenter.ts';
import {
  answerById,
  answersOfAuthor,
  answersOfMoments,
  ensureMoment,
  momentById,
  momentOfDay,
  momentPage,
  queueOf,
  readsTree,
  streakOf,
  type AnswerRow,
  type MomentRow,
} from './daily-moment.repository.ts';
import { bookRules, momentPageRules, treeRules } from './daily-moment.input.ts';

// A family is a tree: its readers. Each has one prompt a day (UTC), the same for all of them,
// written on the day's first request (see ensureMoment).

/** Today, in UTC: the day every family's prompt changes. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export const momentOf = (row: MomentRow, today = todayUtc()): MomentModel => ({
  id: row.id,
  treeId: row.tree_id,
  day: row.day,
  isToday: row.day === today,
  prompt: promptOf(row),
  skippedById: row.skipped_by_id,
  answerCount: row.answer_count,
  view: { treeId: row.tree_id, isToday: row.day === today, skipped: row.skipped, answered: row.answer_count > 0 },
});

export const answerOf = (row: AnswerRow, viewerId: string, today = todayUtc()): AnswerModel => ({
  id: row.id,
  momentId: row.moment_id,
  treeId: row.tree_id,
  day: row.day,
  isToday: row.day === today,
  prompt: promptOf(row),
  userId: row.user_id,
  response: row.response,
  photoKey: row.photo_key,
  audioKey: row.audio_key,
  likes: row.likes,
  likerIds: row.liker_ids,
  likedByViewer: row.liker_ids.includes(viewerId),
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  view: { authorId: row.user_id, isToday: row.day === today },
});

/** The viewer's grant in a family's tree (its readers are the family); NOT_FOUND for anyone else. */
async function requireFamily(sc: ServiceContext, treeId: string) {
  requireViewer(sc.viewer);
  const grant = await requireGrant(sc, treeId);
  return grant;
}

/** Today's prompt of a family (the tree the viewer opened last when none is named); NOT_FOUND when they read no tree. */
export async function todaysMoment(sc: ServiceContext, treeId?: string | null): Promise<MomentModel> {
  const viewer = requireViewer(sc.viewer);
  const id = treeId ?? (await currentTreeId(sc));
  if (!id) throw notFound('Tree');
  if (treeId) await check(treeRules, { treeId });
  await requireFamily(sc, id);
  const today = todayUtc();
  let row = await momentOfDay(sc.em, viewer.id, id, today);
  if (!row) {
    await ensureMoment(sc.em, id, today);
    row = await momentOfDay(sc.em, viewer.id, id, today);
  }
  if (!row) throw notFound('Daily moment');
  return momentOf(row, today);
}

/** A day of a family the viewer reads, by its id; NOT_FOUND for a day of another family's. */
export async function getMoment(sc: ServiceContext, id: string): Promise<MomentModel> {
  const viewer = requireViewer(sc.viewer);
  const row = isUuid(id) ? await momentById(sc.em, viewer.id, id) : null;
  if (!row) throw notFound('Daily moment');
  await loadGrant(sc, row.tree_id);
  const model = momentOf(row);
  authorize(sc, 'read', 'DailyMoment', model.view);
  return model;
}

export interface MomentPageModel {
  nodes: MomentModel[];
  endCursor: string | null;
  hasMore: boolean;
}

/** A page of a family's earlier days (before today), newest first, keyed by the day. */
export async function earlierMoments(sc: ServiceContext, args: { treeId: string; after?: string | null; first?: number | null }): Promise<MomentPageModel> {
  const viewer = requireViewer(sc.viewer);
  const { treeId, first, after } = await check(momentPageRules, { ...args, first: args.first ?? 7 });
  await requireFamily(sc, treeId);
  const today = todayUtc();
  const before = after && after < today ? after : today;
  const rows = await momentPage(sc.em, { readerId: viewer.id, treeId, before, limit: first + 1 });
  const page = rows.slice(0, first).map((row) => momentOf(row, today));
  return { nodes: page, endCursor: rows.length > first ? page[page.length - 1].day : null, hasMore: rows.length > first };
}

/** Where a request keeps the answers being read (see usersOnceAnswersAreIn). */
const READING_ANSWERS = 'daily-moments:reading-answers';

/** The answers of a day, read for every day a request shows at once (a page costs one statement). */
export async function answersOf(sc: ServiceContext, momentId: string): Promise<AnswerModel[]> {
  const viewer = requireViewer(sc.viewer);
  const loader = requestLoader<string, AnswerModel[]>(sc, 'daily-moments:answers', (ids) => {
    const reading = answersByMoment(sc, viewer.id, ids);
    sc.memo?.set(READING_ANSWERS, reading);
    return reading;
  });
  return (await loader.load(momentId)) ?? [];
}

async function answersByMoment(sc: ServiceContext, viewerId: string, ids: readonly string[]) {
  const today = todayUtc();
  const byMoment = new Map<string, AnswerModel[]>();
  for (const row of await answersOfMoments(sc.em, viewerId, ids)) {
    const answers = byMoment.get(row.moment_id) ?? [];
    answers.push(answerOf(row, viewerId, today));
    byMoment.set(row.moment_id, answers);
  }
  return byMoment;
}

/** One answer the viewer may read; NOT_FOUND otherwise. */
export async function getAnswer(sc: ServiceContext, id: string): Promise<AnswerModel> {
  const viewer = requireViewer(sc.viewer);
  const row = isUuid(id) ? await answerById(sc.em, viewer.id, id) : null;
  if (!row) throw notFound('Answer');
  await loadGrant(sc, row.tree_id);
  return answerOf(row, viewer.id);
}

/**
 * When the users named so far are read: once the answers being read are in. A page's days name
 * users (who asked a family's prompt, who skipped one) before their answers are read, and the
 * answers name theirs (authors, likers) after: all are then read in one statement, whatever the
 * page holds.
 */
const usersOnceAnswersAreIn = (sc: ServiceContext) => (read: () => void) => {
  // By the next turn of the event loop, the answers the document asked for are being read.
  setImmediate(() => {
    const reading = sc.memo?.get(READING_ANSWERS) as Promise<unknown> | undefined;
    if (!reading) return read();
    // The fields of the answers name their users as soon as the answers are in; read after them.
    const after = () => void setImmediate(read);
    reading.then(after, after);
  });
};

/** Users by id, read once for every answer, like and prompt a request shows. */
export async function userOf(sc: ServiceContext, userId: string | null): Promise<User | null> {
  if (!userId) return null;
  if (sc.viewer?.id === userId) return sc.viewer;
  const loader = requestLoader<string, User>(
    sc,
    'daily-moments:users',
    async (ids) => new Map((await findUsersByIds(sc.em, [...ids])).map((u) => [u.id, u])),
    usersOnceAnswersAreIn(sc),
  );
  return (await loader.load(userId)) ?? null;
}

/** Who liked an answer, in the order they did (the answer's read brought their ids). */
export async function likersOfAnswer(sc: ServiceContext, answer: AnswerModel): Promise<User[]> {
  return (await Promise.all(answer.likerIds.map((id) => userOf(sc, id)))).filter((u): u is User => u !== null);
}

/** How many days in a row the viewer answered their family's prompt. */
export async function momentStreak(sc: ServiceContext, treeId: string): Promise<number> {
  const viewer = requireViewer(sc.viewer);
  await check(treeRules, { treeId });
  await requireFamily(sc, treeId);
  return streakOf(sc.em, viewer.id, treeId, todayUtc());
}

/** The family's queue: its own prompts not yet asked, in the order they will be. */
export async function familyQueue(sc: ServiceContext, treeId: string): Promise<PromptModel[]> {
  await check(treeRules, { treeId });
  await requireFamily(sc, treeId);
  return (await queueOf(sc.em, treeId)).map((row) => promptOf(row, false));
}

/** The most answers a book holds. */
const BOOK_LIMIT = 1_000;

/** One person's answers in a family, oldest first: the viewer and that person must both be of the family. */
export async function momentBook(sc: ServiceContext, args: { treeId: string; userId: string }): Promise<BookModel> {
  const viewer = requireViewer(sc.viewer);
  const { treeId, userId } = await check(bookRules, args);
  const tree = await getTree(sc, treeId);
  // Someone outside the family has no book in it (and is not named).
  const author = (await readsTree(sc.em, treeId, userId)) ? await userOf(sc, userId) : null;
  if (!author) throw notFound('User');
  const rows = await answersOfAuthor(sc.em, viewer.id, treeId, userId, BOOK_LIMIT);
  const today = todayUtc();
  return { authorId: userId, treeId, treeName: tree.name, answers: rows.map((row) => answerOf(row, viewer.id, today)) };
}
