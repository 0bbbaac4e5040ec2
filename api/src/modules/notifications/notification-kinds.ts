import type { DigestFrequency, NotificationKind } from '../../generated/graphql.ts';

/** Every kind of notification, in the order the settings list them. */
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
] as const satisfies readonly NotificationKind[];

/** How often a digest may be sent. */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const satisfies readonly DigestFrequency[];

// A kind added to the schema but not to the list above stops the type check here.
type Unlisted = Exclude<NotificationKind, (typeof NOTIFICATION_KINDS)[number]>;
const everyKindListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyKindListed;
