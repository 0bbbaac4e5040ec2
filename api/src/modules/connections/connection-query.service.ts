import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { findUsersByIds } from '../users/index.ts';
import { ConnectionRequest } from './connection-request.entity.ts';
import { UserConnection } from './connection.entity.ts';
import { searchUsers as searchQuery, type SearchField } from './user-search.repository.ts';
import { suggestions } from './suggestion.repository.ts';

const FIELDS: readonly SearchField[] = ['name', 'email', 'location'];

/** Find Family: registered users matching a name, email or location, best first. */
export async function searchUsers(sc: ServiceContext, query: string, by: string, first: number) {
  const viewer = requireViewer(sc.viewer);
  const text = query.trim();
  if (text.length < 2) throw invalid(t('connections:searchTooShort', { count: 2 }), { query: t('validation:tooShort', { count: 2 }) });
  if (text.length > 100) throw invalid(t('connections:searchTooLong'), { query: t('validation:tooLong', { count: 100 }) });
  if (!(FIELDS as readonly string[]).includes(by)) throw invalid(t('connections:unknownSearchType', { by }), { by: t('validation:enumValue') });
  if (!Number.isInteger(first) || first < 1 || first > 50) throw invalid(t('connections:firstBetween', { min: 1, max: 50 }), { first: t('validation:between', { min: 1, max: 50 }) });
  const rows = await searchQuery(sc.em, viewer.id, text, by as SearchField, first);
  const ids = rows.map((r) => r.id);
  const [users, connected, pending] = await Promise.all([
    findUsersByIds(sc.em, ids),
    sc.em.find(UserConnection, { user: viewer, other: { $in: ids } }),
    sc.em.find(ConnectionRequest, { status: 'pending', $or: [{ fromUser: viewer, toUser: { $in: ids } }, { toUser: viewer, fromUser: { $in: ids } }] }),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const connectedIds = new Set(connected.map((c) => c.other.id));
  const pendingIds = new Set(pending.flatMap((p) => [p.fromUser.id, p.toUser.id]));
  return rows.map((r) => ({ user: byId.get(r.id)!, matchScore: r.score, isConnected: connectedIds.has(r.id), hasPendingRequest: pendingIds.has(r.id) }));
}

/** Suggested connections, a page at a time. */
export async function connectionSuggestions(sc: ServiceContext, first: number, offset: number) {
  const viewer = requireViewer(sc.viewer);
  if (!Number.isInteger(first) || first < 1 || first > 50) throw invalid(t('connections:firstBetween', { min: 1, max: 50 }), { first: t('validation:between', { min: 1, max: 50 }) });
  if (!Number.isInteger(offset) || offset < 0) throw invalid(t('connections:offsetNegative'), { offset: t('validation:notNegative') });
  const rows = await suggestions(sc.em, viewer.id, first + 1, offset);
  const page = rows.slice(0, first);
  const users = await findUsersByIds(sc.em, page.map((r) => r.userId));
  const byId = new Map(users.map((u) => [u.id, u]));
  return {
    nodes: page.map((r) => ({ user: byId.get(r.userId)!, reason: r.reason, relationshipType: r.relationshipType as never })),
    hasMore: rows.length > first,
  };
}
