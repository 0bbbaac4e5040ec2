import type { Resolvers } from '../../generated/graphql.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { recentEvents } from './event.service.ts';
import { describeEvent } from './event.presenter.ts';

/** The screen of the memory, story or family event an entry is about. */
function activityLink(e: { objectType: string; objectId?: string | null }): string | null {
  if (!e.objectId) return null;
  if (e.objectType === 'memory') return `/memories?memory=${e.objectId}`;
  if (e.objectType === 'story') return `/stories#${e.objectId}`;
  if (e.objectType === 'family_event') return `/events/${e.objectId}`;
  return null;
}

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
    link: (e) => activityLink(e),
  },
};
