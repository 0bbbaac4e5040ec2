import type { Resolvers } from '../../generated/graphql.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { recentEvents } from './event.service.ts';
import { describeEvent } from './event.presenter.ts';

export const eventResolvers: Resolvers = {
  Query: {
    recentActivity: (_parent, { first }, ctx) => recentEvents(ctx, first ?? 10),
  },
  Activity: {
    kind: (e) => e.verb,
    summary: (e, _args, ctx) => describeEvent(e, requireViewer(ctx.viewer)),
    actor: (e) => e.actor ?? null,
    treeId: (e) => e.tree?.id ?? null,
    memberId: (e) => (e.objectType === 'member' && e.objectId && e.objectRemoved === false ? e.objectId : null),
  },
};
