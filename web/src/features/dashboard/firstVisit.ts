/** How long after finishing onboarding the dashboard still counts as the first visit. */
export const FIRST_VISIT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Whether this is the user's first visit, read from their activity as the server recorded it: they
 * finished onboarding less than an hour ago. (Only the user themself reads their onboarding; after
 * a handful of other entries it drops out of the list, and by then they are coming back anyway.)
 */
export function isFirstVisit(activities: readonly { kind: string; createdAt: string }[], now = Date.now()): boolean {
  const onboarded = activities.find((a) => a.kind === 'onboarded');
  // Either way round, so a browser clock a little behind the server's does not matter.
  return onboarded !== undefined && Math.abs(now - Date.parse(onboarded.createdAt)) < FIRST_VISIT_WINDOW_MS;
}
