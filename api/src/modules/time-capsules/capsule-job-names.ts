/** The job that opens one sealed capsule at its open date (one per capsule, by its job key). */
export const OPEN_TIME_CAPSULE = 'open_time_capsule';
/** The job that tells a capsule's recipients, a week ahead, that it opens soon. */
export const REMIND_TIME_CAPSULE = 'remind_time_capsule';
/** How long before a capsule opens its reminder comes. */
export const REMINDER_AHEAD_MS = 7 * 86_400_000;
