/**
 * Every kind of notification, in the order the settings list them: the schema's NotificationKind
 * (graphql/schema-enums.ts stops the type check when the two disagree).
 */
export const NOTIFICATION_KINDS = [
  'connection_request',
  'connection_accepted',
  'tree_invitation',
  'member_linked',
  'tagged_in_memory',
  'tagged_in_story',
  'event_invitation',
  'event_changed',
  'event_cancelled',
  'event_rsvp',
  'new_memory',
  'new_story',
  'upcoming_birthday',
  'upcoming_anniversary',
  'gedcom_job',
  'time_capsule_opened',
  'time_capsule_reminder',
  'achievement_recorded',
  'achievement_celebrated',
  'moment_answered',
  'voice_message',
  'challenge_completed',
  'challenge_claimed',
  'heirloom_passed',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How often a digest may be sent. */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;

export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
