import { notFound } from '../../errors.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { check, isUuid } from '../../input/validation.ts';
import { getMember } from '../family/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { findUsersByIds, type User } from '../users/index.ts';
import { pageRules } from './voice-message.input.ts';
import { presentVoiceMessage, type RecipientModel, type VoiceMessageModel } from './voice-message.presenter.ts';
import { inboxPage, recipientRows, relativeIds, sentPage, unheardCount, voiceMessageRow, voiceStoryRows, type VoiceMessageRow } from './voice-message.repository.ts';

export interface VoiceMessagePageModel {
  nodes: VoiceMessageModel[];
  endCursor: string | null;
  hasMore: boolean;
}

/** The cursor of a page's last message: when it was sent and its id (the lists' order). */
const cursorOf = (row: VoiceMessageRow) => `${new Date(row.created_at).toISOString()}|${row.id}`;

/** Models of read rows, their senders other than the viewer read in one statement. */
export async function modelsOf(sc: ServiceContext, rows: VoiceMessageRow[]): Promise<VoiceMessageModel[]> {
  const senders = await usersById(sc, rows.map((row) => row.sender_id));
  return rows.map((row) => presentVoiceMessage(row, senders.get(row.sender_id) as User));
}

async function usersById(sc: ServiceContext, ids: string[]): Promise<Map<string, User>> {
  const viewer = requireViewer(sc.viewer);
  const others = [...new Set(ids.filter((id) => id !== viewer.id))];
  const users = new Map((others.length ? await findUsersByIds(sc.em, others) : []).map((user) => [user.id, user]));
  users.set(viewer.id, viewer);
  return users;
}

async function page(sc: ServiceContext, args: { after?: string | null; first?: number | null }, read: (after: { createdAt: string; id: string } | null, limit: number) => Promise<VoiceMessageRow[]>): Promise<VoiceMessagePageModel> {
  const { first, after } = await check(pageRules, { first: args.first ?? 20, after: args.after ?? null });
  const [createdAt, id] = after ? after.split('|') : [];
  const rows = await read(after ? { createdAt, id } : null, first + 1);
  const nodes = rows.slice(0, first);
  const hasMore = rows.length > first;
  return { nodes: await modelsOf(sc, nodes), endCursor: hasMore ? cursorOf(nodes[nodes.length - 1]) : null, hasMore };
}

/** The messages sent to the viewer, newest first. */
export function voiceInbox(sc: ServiceContext, args: { unheardOnly?: boolean | null; after?: string | null; first?: number | null }) {
  const viewer = requireViewer(sc.viewer);
  return page(sc, args, (after, limit) => inboxPage(sc.em, viewer.id, Boolean(args.unheardOnly), after, limit));
}

/** The messages the viewer sent, newest first. */
export function sentVoiceMessages(sc: ServiceContext, args: { after?: string | null; first?: number | null }) {
  const viewer = requireViewer(sc.viewer);
  return page(sc, args, (after, limit) => sentPage(sc.em, viewer.id, after, limit));
}

/** One message the viewer sent or received: NOT_FOUND for anyone else, as for one that does not exist. */
export async function getVoiceMessage(sc: ServiceContext, id: string): Promise<VoiceMessageModel> {
  const viewer = requireViewer(sc.viewer);
  const row = isUuid(id) ? await voiceMessageRow(sc.em, viewer.id, id) : null;
  if (!row) throw notFound('Voice message');
  const [model] = await modelsOf(sc, [row]);
  authorize(sc, 'read', 'VoiceMessage', model.view);
  return model;
}

/** How many messages the viewer has not heard. */
export function unheardVoiceMessageCount(sc: ServiceContext): Promise<number> {
  return unheardCount(sc.em, requireViewer(sc.viewer).id);
}

/**
 * Voice stories the viewer may hear (they sent or received them), newest first: all, or those of
 * the user a person is (a person the viewer sees; none when no user is linked to them).
 */
export async function voiceStories(sc: ServiceContext, args: { memberId?: string | null; first?: number | null }): Promise<VoiceMessageModel[]> {
  const viewer = requireViewer(sc.viewer);
  const { first } = await check(pageRules, { first: args.first ?? 20 });
  let senderId: string | null = null;
  if (args.memberId) {
    const member = await getMember(sc, args.memberId);
    senderId = member.linkedUser?.id ?? null;
    if (!senderId) return [];
  }
  return modelsOf(sc, await voiceStoryRows(sc.em, viewer.id, senderId, first));
}

/** Whom and when a message reached: its sender only, empty for anyone else. */
export async function recipientsOf(sc: ServiceContext, message: VoiceMessageModel): Promise<RecipientModel[]> {
  if (!sc.viewer || message.view.senderId !== sc.viewer.id) return [];
  const rows = await recipientRows(sc.em, message.id);
  const users = await usersById(sc, rows.map((row) => row.user_id));
  return rows.map((row) => ({ user: users.get(row.user_id) as User, heardAt: row.heard_at === null ? null : new Date(row.heard_at) }));
}

/** The relatives the viewer may send to, by name. */
export async function voiceRecipientChoices(sc: ServiceContext): Promise<User[]> {
  const viewer = requireViewer(sc.viewer);
  const ids = await relativeIds(sc.em, viewer.id);
  const users = ids.length ? await findUsersByIds(sc.em, ids) : [];
  const name = (user: User) => `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim().toLocaleLowerCase();
  return users.sort((a, b) => name(a).localeCompare(name(b)));
}
