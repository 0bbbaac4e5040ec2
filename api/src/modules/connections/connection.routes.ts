import Router from '@koa/router';
import { requireViewer } from '../../policies/authorize.ts';
import { serviceContext, type AppState } from '../../app-state.ts';
import { profileImageUrl, publicName } from '../users/user.entity.ts';
import { sendConnectionRequest } from './connection.service.ts';
import { connectionSuggestions, searchUsers } from './connection-query.service.ts';

type Body = Record<string, unknown>;

/** REST compatibility routes of the earlier client (spec section 7), over the connection services. */
export const connectionRoutes = new Router<AppState>()
  .get('/api/users/search', async (ctx) => {
    const viewer = requireViewer(ctx.state.viewer);
    const q = ctx.query;
    const query = String(q.query ?? q.q ?? '');
    const by = String(q.type ?? q.searchType ?? q.by ?? 'name');
    const results = await searchUsers(serviceContext(ctx.state), query, by, 20);
    ctx.body = results.map(({ user, matchScore }) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: profileImageUrl(user),
      email: user.privacySettings.showEmail || user.id === viewer.id ? user.email : null,
      location: user.location,
      bio: user.bio,
      matchScore,
    }));
  })
  .post('/api/connection-requests', async (ctx) => {
    const b = (ctx.request.body ?? {}) as Body;
    const request = await sendConnectionRequest(serviceContext(ctx.state), {
      fromUserId: b.fromUserId == null ? null : String(b.fromUserId),
      toUserId: String(b.toUserId ?? ''),
      relationshipType: String(b.relationshipType ?? 'other'),
      message: b.message == null ? null : String(b.message),
    });
    ctx.status = 201;
    ctx.body = {
      id: request.id,
      fromUserId: request.fromUser.id,
      toUserId: request.toUser.id,
      relationshipType: request.relationshipType,
      status: request.status,
      message: request.message,
      createdAt: request.createdAt,
    };
  })
  .get('/api/connection-suggestions', async (ctx) => {
    const { nodes } = await connectionSuggestions(serviceContext(ctx.state), 20, 0);
    ctx.body = nodes.map((s) => ({ id: s.user.id, name: publicName(s.user), relationship: s.relationshipType, reason: s.reason }));
  });
