import Router from '@koa/router';
import { can, requireViewer } from '../../policies/authorize.ts';
import { serviceContext, type AppState } from '../service-context.ts';
import { profileImageUrl, publicName } from '../users/index.ts';
import { sendConnectionRequest } from './connection.service.ts';
import { connectionSuggestions, searchUsers } from './connection-query.service.ts';
import { checkFields, jsonFields } from '../../input/request-input.ts';
import { connectionRequestRules, userSearchRules } from './connection.input.ts';

/** The earlier client's names for the search's fields. */
const SEARCH_NAMES = { q: 'query', type: 'by', searchType: 'by' };

/** REST compatibility routes of the earlier client (spec section 7), over the connection services. */
export const connectionRoutes = new Router<AppState>()
  .get('/api/users/search', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const { query, by } = await checkFields(userSearchRules, ctx.query, SEARCH_NAMES);
    const results = await searchUsers(sc, query, by, 20);
    ctx.body = results.map(({ user, matchScore }) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: profileImageUrl(user),
      email: can(sc, 'seeEmail', 'User', user) ? user.email : null,
      location: user.location,
      bio: user.bio,
      matchScore,
    }));
  })
  .post('/api/connection-requests', async (ctx) => {
    requireViewer(ctx.state.viewer);
    const input = await checkFields(connectionRequestRules, jsonFields(ctx));
    const request = await sendConnectionRequest(serviceContext(ctx.state), input);
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
