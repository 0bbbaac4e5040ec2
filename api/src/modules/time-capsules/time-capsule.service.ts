import { AppError } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { can, requireViewer } from '../../policies/authorize.ts';
import { requestLoader, type ServiceContext } from '../service-context.ts';
import { findUsersByIds, type User } from '../users/index.ts';
import { check, isUuid } from '../../input/validation.ts';
import { attachmentModel, capsuleModel, type AttachmentModel, type CapsuleModel } from './time-capsule.presenter.ts';
import { capsuleRow, forMeRows, readableAttachments, recipientPairs, relativeIdsOf, sentRows, type CapsuleRow, type ListedRow } from './time-capsule.repository.ts';
import { forMePageRules, sentPageRules } from './time-capsule.input.ts';

/** A capsule that does not exist or that the viewer does not know of: the same answer. */
export const capsuleNotFound = () => new AppError('NOT_FOUND', 404, t('time-capsules:notFound'));

/** Models of read rows, their creators (other than the viewer) read in one statement. */
async function modelsOf(sc: ServiceContext, rows: CapsuleRow[]): Promise<CapsuleModel[]> {
  const viewer = requireViewer(sc.viewer);
  const others = [...new Set(rows.map((r) => r.creator_id).filter((id) => id !== viewer.id))];
  const creators = new Map<string, User>((others.length ? await findUsersByIds(sc.em, others) : []).map((u) => [u.id, u]));
  creators.set(viewer.id, viewer);
  return rows.map((row) => capsuleModel(row, creators.get(row.creator_id) ?? null));
}

/** One capsule the viewer made or that is for them (timeCapsuleScope); NOT_FOUND otherwise. */
export async function getCapsule(sc: ServiceContext, id: string): Promise<CapsuleModel> {
  const viewer = requireViewer(sc.viewer);
  const row = isUuid(id) ? await capsuleRow(sc.em, viewer.id, id) : null;
  if (!row) throw capsuleNotFound();
  const [model] = await modelsOf(sc, [row]);
  if (!can(sc, 'read', 'TimeCapsule', model.view)) throw capsuleNotFound();
  return model;
}

/** A page of one of the lists: its capsules, and where the next page starts. */
export interface CapsulePage {
  nodes: CapsuleModel[];
  endCursor: string | null;
  hasMore: boolean;
}

/** A page out of `first + 1` rows read: the extra row only says that there are more. */
async function pageOf(sc: ServiceContext, rows: ListedRow[], first: number, cursorOf: (row: ListedRow) => string): Promise<CapsulePage> {
  const hasMore = rows.length > first;
  const shown = rows.slice(0, first);
  return { nodes: await modelsOf(sc, shown), endCursor: hasMore ? cursorOf(shown[shown.length - 1]) : null, hasMore };
}

/** The capsules the viewer made, those opening soonest first, a page at a time (cursor "moment|id"). */
export async function sentCapsules(sc: ServiceContext, args: { first: number; after?: string | null }): Promise<CapsulePage> {
  const viewer = requireViewer(sc.viewer);
  const { first, after } = await check(sentPageRules, args);
  const [at, id] = after ? after.split('|') : [];
  const rows = await sentRows(sc.em, viewer.id, first + 1, after ? { at, id } : null);
  return pageOf(sc, rows, first, (row) => `${row.cursor_at}|${row.id}`);
}

/**
 * The capsules for the viewer, a page at a time: sealed ones (without their content) soonest first,
 * then opened ones, latest first (cursor "s|moment|id" in the sealed part, "o|moment|id" after it).
 */
export async function capsulesForMe(sc: ServiceContext, args: { first: number; after?: string | null }): Promise<CapsulePage> {
  const viewer = requireViewer(sc.viewer);
  const { first, after } = await check(forMePageRules, args);
  const [part, at, id] = after ? after.split('|') : [];
  const rows = await forMeRows(sc.em, viewer.id, first + 1, after ? { sealed: part === 's', at, id } : null);
  return pageOf(sc, rows, first, (row) => `${row.status === 'sealed' ? 's' : 'o'}|${row.cursor_at}|${row.id}`);
}

/** A capsule's attachments, or null when the viewer may not read its content; a list's are read together. */
export async function capsuleAttachments(sc: ServiceContext, capsule: CapsuleModel): Promise<AttachmentModel[] | null> {
  if (!can(sc, 'readContent', 'TimeCapsule', capsule.view)) return null;
  const viewer = requireViewer(sc.viewer);
  const loader = requestLoader<string, AttachmentModel[]>(sc, 'time-capsules:attachments', async (ids) => {
    const byCapsule = new Map<string, AttachmentModel[]>();
    for (const row of await readableAttachments(sc.em, viewer.id, ids)) byCapsule.set(row.capsule_id, [...(byCapsule.get(row.capsule_id) ?? []), attachmentModel(row)]);
    return byCapsule;
  });
  return (await loader.load(capsule.id)) ?? [];
}

/** Whom a capsule is for, or null for anyone but its creator; a list's are read together. */
export async function capsuleRecipients(sc: ServiceContext, capsule: CapsuleModel): Promise<User[] | null> {
  if (!can(sc, 'readRecipients', 'TimeCapsule', capsule.view)) return null;
  const loader = requestLoader<string, User[]>(sc, 'time-capsules:recipients', async (ids) => {
    const pairs = await recipientPairs(sc.em, ids);
    const users = new Map((pairs.length ? await findUsersByIds(sc.em, [...new Set(pairs.map((p) => p.user_id))]) : []).map((u) => [u.id, u]));
    const byCapsule = new Map<string, User[]>();
    for (const p of pairs) if (users.has(p.user_id)) byCapsule.set(p.capsule_id, [...(byCapsule.get(p.capsule_id) ?? []), users.get(p.user_id)!]);
    return byCapsule;
  });
  return (await loader.load(capsule.id)) ?? [];
}

/** The relatives the viewer may send a capsule to (users who read a tree they read), by name; at most 500. */
export async function recipientChoices(sc: ServiceContext): Promise<User[]> {
  const viewer = requireViewer(sc.viewer);
  const ids = await relativeIdsOf(sc.em, viewer.id, 500);
  const users = new Map((ids.length ? await findUsersByIds(sc.em, ids) : []).map((u) => [u.id, u]));
  return ids.flatMap((id) => (users.has(id) ? [users.get(id)!] : []));
}
