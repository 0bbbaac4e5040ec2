import type { ActivityKind, DashboardQuery } from '../../gql/graphql';

type Activity = Pick<DashboardQuery['recentActivity'][number], 'kind' | 'treeId' | 'memberId' | 'link'>;

/** The screen each kind of entry opens, for kinds about something with a screen of its own. */
const PLACES: Partial<Record<ActivityKind, string>> = {
  memory_added: '/memories',
  memory_tagged: '/memories',
  story_shared: '/stories',
  event_created: '/events',
  event_updated: '/events',
  event_cancelled: '/events',
  event_invited: '/events',
  event_rsvp: '/events',
  time_capsule_sealed: '/time-capsules',
  time_capsule_opened: '/time-capsules',
  // Requests to connect are answered beside the family tree.
  connection_requested: '/family-tree',
};

/**
 * Where an entry leads: the memory, story or event it is about; the person it is about while they
 * are still in the tree (once removed the API names no person and the entry stays plain history);
 * else its kind's screen, else nowhere.
 */
export function activityHref(activity: Activity): string | null {
  if (activity.link) return activity.link;
  if (activity.treeId && activity.memberId) return `/family-tree?${new URLSearchParams({ tree: activity.treeId, focus: activity.memberId })}`;
  return PLACES[activity.kind] ?? null;
}
