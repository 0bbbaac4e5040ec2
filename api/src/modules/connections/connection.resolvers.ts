import type { Resolvers } from '../../generated/graphql.ts';
import { profileImageUrl, publicName } from '../users/index.ts';
import { can } from '../../policies/authorize.ts';
import { cancelConnectionRequest, connectionCount, listConnections, pendingRequests, respondToConnectionRequest, sendConnectionRequest } from './connection.service.ts';
import { connectionSuggestions, searchUsers } from './connection-query.service.ts';

export const connectionResolvers: Resolvers = {
  Query: {
    searchUsers: (_parent, { query, by, first }, ctx) => searchUsers(ctx, query, by ?? 'name', first ?? 20),
    connectionRequests: (_parent, _args, ctx) => pendingRequests(ctx),
    connections: (_parent, _args, ctx) => listConnections(ctx),
    connectionSuggestions: (_parent, { first, offset }, ctx) => connectionSuggestions(ctx, first ?? 5, offset ?? 0),
  },
  Mutation: {
    sendConnectionRequest: (_parent, { input }, ctx) => sendConnectionRequest(ctx, input),
    respondToConnectionRequest: (_parent, { id, accept, memberId }, ctx) => respondToConnectionRequest(ctx, id, accept, memberId),
    cancelConnectionRequest: (_parent, { id }, ctx) => cancelConnectionRequest(ctx, id),
  },
  // Another user as others see them: the email only where they show it.
  PublicUser: {
    displayName: (u) => publicName(u),
    profileImageUrl: (u) => profileImageUrl(u),
    email: (u, _args, ctx) => (can(ctx, 'seeEmail', 'User', u) ? u.email : null),
  },
  ConnectionRequest: {
    from: (r) => r.fromUser,
    to: (r) => r.toUser,
    viewerCan: (r, _args, ctx) => ({
      respond: r.status === 'pending' && can(ctx, 'respond', 'ConnectionRequest', r),
      cancel: r.status === 'pending' && can(ctx, 'cancel', 'ConnectionRequest', r),
    }),
  },
  // The family module counts the tree; the connections are counted here.
  FamilyStats: {
    connectionCount: (_stats, _args, ctx) => connectionCount(ctx),
  },
  Connection: {
    user: (c) => c.other,
    connectedAt: (c) => c.createdAt,
  },
};
