import type { NotificationKind } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';

/** What each kind is called on the settings page, as catalogue keys. */
const KIND_NAMES = {
  connection_request: tKey('notifications:kind.connection_request'),
  connection_accepted: tKey('notifications:kind.connection_accepted'),
  tree_invitation: tKey('notifications:kind.tree_invitation'),
  member_linked: tKey('notifications:kind.member_linked'),
  tagged_in_memory: tKey('notifications:kind.tagged_in_memory'),
  tagged_in_story: tKey('notifications:kind.tagged_in_story'),
  new_memory: tKey('notifications:kind.new_memory'),
  new_story: tKey('notifications:kind.new_story'),
  event_invitation: tKey('notifications:kind.event_invitation'),
  event_changed: tKey('notifications:kind.event_changed'),
  event_cancelled: tKey('notifications:kind.event_cancelled'),
  event_rsvp: tKey('notifications:kind.event_rsvp'),
  upcoming_birthday: tKey('notifications:kind.upcoming_birthday'),
  upcoming_anniversary: tKey('notifications:kind.upcoming_anniversary'),
  gedcom_job: tKey('notifications:kind.gedcom_job'),
  time_capsule_opened: tKey('notifications:kind.time_capsule_opened'),
  time_capsule_reminder: tKey('notifications:kind.time_capsule_reminder'),
  achievement_recorded: tKey('notifications:kind.achievement_recorded'),
  achievement_celebrated: tKey('notifications:kind.achievement_celebrated'),
  moment_answered: tKey('notifications:kind.moment_answered'),
  voice_message: tKey('notifications:kind.voice_message'),
  challenge_completed: tKey('notifications:kind.challenge_completed'),
  challenge_claimed: tKey('notifications:kind.challenge_claimed'),
  heirloom_passed: tKey('notifications:kind.heirloom_passed'),
} satisfies Record<NotificationKind, string>;

/** A heading and its kinds; `title` and each `name` are catalogue keys, shown with `t(…)`. */
export interface KindGroup {
  title: string;
  kinds: { kind: NotificationKind; name: string }[];
}

const group = (title: string, kinds: NotificationKind[]): KindGroup => ({ title, kinds: kinds.map((kind) => ({ kind, name: KIND_NAMES[kind] })) });

/** The kinds as the settings page groups them; every kind is in one group. */
export const KIND_GROUPS: KindGroup[] = [
  group(tKey('notifications:group.family'), ['connection_request', 'connection_accepted', 'tree_invitation', 'member_linked']),
  group(tKey('notifications:group.memories'), ['tagged_in_memory', 'tagged_in_story', 'new_memory', 'new_story']),
  group(tKey('notifications:group.events'), ['event_invitation', 'event_changed', 'event_cancelled', 'event_rsvp']),
  group(tKey('notifications:group.reminders'), ['upcoming_birthday', 'upcoming_anniversary']),
  group(tKey('notifications:group.gedcom'), ['gedcom_job']),
  group(tKey('notifications:group.timeCapsules'), ['time_capsule_opened', 'time_capsule_reminder']),
  group(tKey('notifications:group.achievements'), ['achievement_recorded', 'achievement_celebrated']),
  group(tKey('notifications:group.dailyMoments'), ['moment_answered']),
  group(tKey('notifications:group.voiceMessages'), ['voice_message']),
  group(tKey('notifications:group.challenges'), ['challenge_completed', 'challenge_claimed']),
  group(tKey('notifications:group.heirlooms'), ['heirloom_passed']),
];

/** Every kind, in the order of the groups. */
export const ALL_KINDS: NotificationKind[] = KIND_GROUPS.flatMap((g) => g.kinds.map((k) => k.kind));
