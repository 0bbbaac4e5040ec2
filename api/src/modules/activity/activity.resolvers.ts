import type { Resolvers } from '../../generated/graphql.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { recentActivity } from './activity.service.ts';
import { describeActivity } from './activity.presenter.ts';

/** The screen of the memory, story, family event or time capsule an entry is about. */
function activityLink(e: { objectType: string; objectId?: string | null }): string | null {
  if (!e.objectId) return null;
  if (e.objectType === 'memory') return `/memories?memory=${e.objectId}`;
  if (e.objectType === 'story') return `/stories#${e.objectId}`;
  if (e.objectType === 'family_event') return `/events/${e.objectId}`;
  if (e.objectType === 'time_capsule') return `/time-capsules#${e.objectId}`;
  return null;
}

export const activityResolvers: Resolvers = {
  Query: {
    recentActivity: (_parent, { first }, ctx) => recentActivity(ctx, first ?? 10),
  },
  Activity: {
    kind: (e) => e.verb,
    summary: (e, _args, ctx) => describeActivity(e, requireViewer(ctx.viewer)),
    actor: (e) => e.actor ?? null,
    treeId: (e) => e.tree?.id ?? null,
    memberId: (e) => (e.objectType === 'member' && e.objectId && e.objectRemoved === false ? e.objectId : null),
    link: (e) => activityLink(e),
  },
};
