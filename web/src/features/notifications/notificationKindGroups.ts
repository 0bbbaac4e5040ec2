import type { NotificationKind } from '../../gql/graphql';

/** What each kind is called on the settings page. */
const KIND_NAMES = {
  connection_request: 'Requests to connect',
  connection_accepted: 'Accepted connection requests',
  tree_invitation: 'Invitations to family trees',
  member_linked: 'Someone says a person in a tree is you',
  tagged_in_memory: 'You are tagged in a memory',
  tagged_in_story: 'You are tagged in a story',
  new_memory: 'New memories in your circles',
  new_story: 'New stories you can read',
  event_invitation: 'Invitations to events',
  event_changed: 'Changes to events you are invited to',
  event_cancelled: 'Cancelled events',
  event_rsvp: 'Answers to your event invitations',
  upcoming_birthday: 'Birthdays of living relatives, a week ahead',
  upcoming_anniversary: 'Anniversaries of living couples, a week ahead',
  gedcom_job: 'Your GEDCOM imports and exports, when they end',
} satisfies Record<NotificationKind, string>;

export interface KindGroup {
  title: string;
  kinds: { kind: NotificationKind; name: string }[];
}

const group = (title: string, kinds: NotificationKind[]): KindGroup => ({ title, kinds: kinds.map((kind) => ({ kind, name: KIND_NAMES[kind] })) });

/** The kinds as the settings page groups them; every kind is in one group. */
export const KIND_GROUPS: KindGroup[] = [
  group('Family and connections', ['connection_request', 'connection_accepted', 'tree_invitation', 'member_linked']),
  group('Memories and stories', ['tagged_in_memory', 'tagged_in_story', 'new_memory', 'new_story']),
  group('Events', ['event_invitation', 'event_changed', 'event_cancelled', 'event_rsvp']),
  group('Reminders', ['upcoming_birthday', 'upcoming_anniversary']),
  group('Imports and exports', ['gedcom_job']),
];

/** Every kind, in the order of the groups. */
export const ALL_KINDS: NotificationKind[] = KIND_GROUPS.flatMap((g) => g.kinds.map((k) => k.kind));
