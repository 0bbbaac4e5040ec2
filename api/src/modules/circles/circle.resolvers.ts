import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { circleCountsOf, createCircle, deleteCircle, discoverableCircles, getCircle, listCircles, markCircleOpened, recentCircles, updateCircle } from './circle.service.ts';
import {
  addCircleMembers, circleJoinRequests, circleMembers, leaveCircle, removeCircleMember, requestToJoinCircle, respondToCircleJoinRequest,
} from './circle-membership.service.ts';

export const circleResolvers: Resolvers = {
  Query: {
    circles: (_parent, _args, ctx) => listCircles(ctx),
    recentCircles: (_parent, { first }, ctx) => recentCircles(ctx, first ?? 5),
    discoverableCircles: (_parent, _args, ctx) => discoverableCircles(ctx),
    circle: (_parent, { id }, ctx) => getCircle(ctx, id),
    circleJoinRequests: (_parent, { circleId }, ctx) => circleJoinRequests(ctx, circleId),
  },
  Mutation: {
    createCircle: (_parent, { input }, ctx) => createCircle(ctx, input),
    updateCircle: (_parent, { id, input }, ctx) => updateCircle(ctx, id, input),
    deleteCircle: (_parent, { id }, ctx) => deleteCircle(ctx, id),
    addCircleMembers: (_parent, { circleId, userIds }, ctx) => addCircleMembers(ctx, circleId, userIds),
    removeCircleMember: (_parent, { circleId, userId }, ctx) => removeCircleMember(ctx, circleId, userId),
    leaveCircle: (_parent, { circleId }, ctx) => leaveCircle(ctx, circleId),
    requestToJoinCircle: (_parent, { circleId }, ctx) => requestToJoinCircle(ctx, circleId),
    respondToCircleJoinRequest: (_parent, { id, accept }, ctx) => respondToCircleJoinRequest(ctx, id, accept),
    markCircleOpened: (_parent, { id }, ctx) => markCircleOpened(ctx, id),
  },
  Circle: {
    id: (m) => m.circle.id,
    name: (m) => m.circle.name,
    description: (m) => m.circle.description ?? null,
    isPrivate: (m) => m.circle.isPrivate,
    owner: (m) => m.circle.owner,
    memberCount: async (m, _args, ctx) => (await circleCountsOf(ctx, m)).memberCount,
    memoryCount: async (m, _args, ctx) => (await circleCountsOf(ctx, m)).memoryCount,
    unreadCount: async (m, _args, ctx) => (await circleCountsOf(ctx, m)).unreadCount,
    members: (m, { first }, ctx) => circleMembers(ctx, m.circle.id, first ?? 50),
    viewerRole: (m) => m.view.role,
    viewerRequestedToJoin: (m) => m.view.requested,
    viewerCan: (m, _args, ctx) => ({
      update: can(ctx, 'update', 'Circle', m.view),
      delete: can(ctx, 'delete', 'Circle', m.view),
      manageMembers: can(ctx, 'manageMembers', 'Circle', m.view),
      addMemories: can(ctx, 'addMemories', 'Circle', m.view),
      leave: can(ctx, 'leave', 'Circle', m.view),
      requestToJoin: can(ctx, 'requestToJoin', 'Circle', m.view),
    }),
    createdAt: (m) => m.circle.createdAt,
  },
  CircleMember: {
    user: (m) => m.user,
  },
  CircleJoinRequest: {
    circleId: (r) => r.circle.id,
    user: (r) => r.user,
    requestedAt: (r) => r.createdAt,
  },
};
