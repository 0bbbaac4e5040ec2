import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { invalid, notFound } from '../../errors.ts';
import { t, tIn, tKey, type Language } from '../../i18n.ts';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import type { ConnectionRequestStatus, RelationshipType } from '../../generated/graphql.ts';
import { recordActivity } from '../activity/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { linkMember, RELATIONSHIP_TYPES } from '../family/index.ts';
import type { ServiceContext } from '../service-context.ts';
import type { User } from '../users/index.ts';
import { findUserById, publicName } from '../users/index.ts';
import { isUuid } from '../../input/validation.ts';
import { ConnectionRequest } from './connection-request.entity.ts';
import { UserConnection } from './connection.entity.ts';

const INVERSE: Record<RelationshipType, RelationshipType> = {
  parent: 'child',
  child: 'parent',
  grandparent: 'grandchild',
  grandchild: 'grandparent',
  sibling: 'sibling',
  spouse: 'spouse',
  cousin: 'cousin',
  uncle: 'other',
  aunt: 'other',
  other: 'other',
};

export interface RequestInput {
  /** When given (REST), it must be the viewer. */
  fromUserId?: string | null;
  toUserId: string;
  relationshipType: string;
  message?: string | null;
}

/** Asks another user to connect; one pending request per pair, never to oneself or a connection. */
export async function sendConnectionRequest(sc: ServiceContext, input: RequestInput) {
  const viewer = requireViewer(sc.viewer);
  if (input.fromUserId != null) authorize(sc, 'actAs', 'User', { id: input.fromUserId }, t('connections:onlyAsYourself'));
  if (!(RELATIONSHIP_TYPES as readonly string[]).includes(input.relationshipType)) {
    throw invalid(t('connections:unknownRelationshipType', { type: input.relationshipType }), { relationshipType: t('validation:enumValue') });
  }
  const message = input.message?.trim() || null;
  if (message && message.length > 500) throw invalid(t('connections:messageTooLong'), { message: t('validation:tooLong', { count: 500 }) });
  const target = isUuid(input.toUserId) ? await findUserById(sc.em, input.toUserId) : null;
  if (!target) throw notFound('User');
  if (target.id === viewer.id) throw invalid(t('connections:notToYourself'), { toUserId: t('validation:chooseSomeoneElse') });
  if (!can(sc, 'requestConnection', 'User', target)) throw invalid(t('connections:notAccepting'), { toUserId: t('connections:field.notAccepting') });
  if (await sc.em.findOne(UserConnection, { user: viewer, other: target })) {
    throw invalid(t('connections:alreadyConnectedWith', { name: publicName(target) }), { toUserId: t('connections:field.alreadyConnected') });
  }
  const pending = await sc.em.findOne(ConnectionRequest, { status: 'pending', $or: [{ fromUser: viewer, toUser: target }, { fromUser: target, toUser: viewer }] });
  if (pending) throw invalid(t('connections:alreadyPendingWith', { name: publicName(target) }), { toUserId: t('connections:field.alreadyPending') });
  try {
    // The request, its event and the receiver's notification are saved together.
    return await sc.em.transactional(async (em) => {
      const request = em.create(ConnectionRequest, { fromUser: viewer, toUser: target, relationshipType: input.relationshipType as RelationshipType, message });
      recordActivity(em, { actor: viewer, verb: 'connection_requested', objectType: 'connection', objectId: request.id, subjectUser: target });
      await em.flush();
      // Worded in the language of whoever is told.
      const notice = (language: Language) => tIn(language, 'connections:notice.requested', { name: publicName(viewer, language) });
      await notifyUsers(em, { kind: 'connection_request', userIds: [target.id], actorId: viewer.id, message: notice, link: '/family-tree', objectId: request.id });
      return request;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw invalid(t('connections:alreadyPending'), { toUserId: t('connections:field.alreadyPending') });
    throw error;
  }
}

/**
 * The receiver accepts (connecting both users and linking their members) or declines. The request
 * is answered once: a second answer, even one sent at the same moment, finds it no longer pending.
 */
export async function respondToConnectionRequest(sc: ServiceContext, id: string, accept: boolean, memberId?: string | null) {
  return answerRequest(sc, id, 'respond', async (tx, request, viewer) => {
    if (accept) {
      const sender = request.fromUser;
      const type = request.relationshipType;
      tx.em.create(UserConnection, { user: sender, other: viewer, relationshipType: type });
      tx.em.create(UserConnection, { user: viewer, other: sender, relationshipType: INVERSE[type] });
      recordActivity(tx.em, { actor: viewer, verb: 'connection_accepted', objectType: 'connection', objectId: request.id, subjectUser: sender });
      const notice = (language: Language) => tIn(language, 'connections:notice.accepted', { name: publicName(viewer, language) });
      await notifyUsers(tx.em, { kind: 'connection_accepted', userIds: [sender.id], actorId: viewer.id, message: notice, link: '/family-tree', objectId: request.id });
      // The person of the receiver's tree who is the sender: linked now, confirmed by the sender.
      if (memberId) {
        await tx.em.flush();
        await linkMember(tx, memberId, sender);
      }
    }
    return accept ? 'accepted' : 'declined';
  });
}

export async function cancelConnectionRequest(sc: ServiceContext, id: string) {
  return answerRequest(sc, id, 'cancel', async () => 'cancelled');
}

/**
 * Settles a pending request in one transaction that holds its row: once the viewer may `action` it,
 * `settle` stages what goes with the answer and returns the new status. Whoever comes second waits
 * for the row, then finds the request settled.
 */
async function answerRequest(
  sc: ServiceContext,
  id: string,
  action: 'respond' | 'cancel',
  settle: (tx: ServiceContext, request: ConnectionRequest, viewer: User) => Promise<ConnectionRequestStatus>,
) {
  requireViewer(sc.viewer);
  if (!isUuid(id)) throw notFound('Connection request');
  try {
    return await sc.em.transactional(async (em) => {
      const tx = { ...sc, em };
      await em.execute('select 1 from connection_requests where id = ? for update', [id]);
      const request = await findRequest(tx, id);
      const viewer = authorize(tx, action, 'ConnectionRequest', request);
      if (request.status !== 'pending') throw invalid(settled(request.status), { id: t('validation:noLongerPending') });
      request.status = await settle(tx, request, viewer);
      request.respondedAt = new Date();
      return request;
    });
  } catch (error) {
    // The unique pair on connections is the last guard against connecting twice.
    if (error instanceof UniqueConstraintViolationException) throw invalid(t('connections:alreadyConnected'), { id: t('connections:field.alreadyConnected') });
    throw error;
  }
}

/** "This request was already accepted." (or declined, or cancelled). */
const SETTLED = {
  accepted: tKey('connections:settled.accepted'),
  declined: tKey('connections:settled.declined'),
  cancelled: tKey('connections:settled.cancelled'),
} as const;

const settled = (status: Exclude<ConnectionRequestStatus, 'pending'>) => t(SETTLED[status]);

export async function pendingRequests(sc: ServiceContext) {
  const viewer = requireViewer(sc.viewer);
  const options = { populate: ['fromUser', 'toUser'] as never[], orderBy: { createdAt: 'desc' as const }, limit: 100 };
  const [incoming, outgoing] = await Promise.all([
    sc.em.find(ConnectionRequest, { toUser: viewer, status: 'pending' }, options),
    sc.em.find(ConnectionRequest, { fromUser: viewer, status: 'pending' }, options),
  ]);
  return { incoming, outgoing };
}

export async function listConnections(sc: ServiceContext) {
  const viewer = requireViewer(sc.viewer);
  return sc.em.find(UserConnection, { user: viewer }, { populate: ['other'], orderBy: { createdAt: 'desc' }, limit: 500 });
}

async function findRequest(sc: ServiceContext, id: string) {
  requireViewer(sc.viewer);
  const request = isUuid(id) ? await sc.em.findOne(ConnectionRequest, { id }, { populate: ['fromUser', 'toUser'] }) : null;
  if (!request) throw notFound('Connection request');
  return request;
}

/** Whether two users are connected. */
export async function areConnected(em: ServiceContext['em'], userId: string, otherId: string): Promise<boolean> {
  return (await em.count(UserConnection, { user: userId, other: otherId })) > 0;
}

/** Which of `otherIds` are connected with the user (one query, however many are asked about). */
export async function connectedAmong(em: ServiceContext['em'], userId: string, otherIds: readonly string[]): Promise<Set<string>> {
  if (!otherIds.length) return new Set();
  const rows = await em.find(UserConnection, { user: userId, other: { $in: [...otherIds] } });
  return new Set(rows.map((c) => c.other.id));
}

/** The ids of everyone the user is connected with. */
export async function connectedUserIds(em: ServiceContext['em'], userId: string): Promise<string[]> {
  const rows = await em.find(UserConnection, { user: userId });
  return rows.map((c) => c.other.id);
}

/** How many users the viewer is connected with. */
export async function connectionCount(sc: ServiceContext): Promise<number> {
  return sc.em.count(UserConnection, { user: requireViewer(sc.viewer) });
}
