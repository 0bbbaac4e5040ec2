/**
 * Every kind of activity recorded, as the schema's ActivityKind names them (graphql/schema-enums.ts
 * stops the type check when the two disagree). Each is worded per reader in locales/<language>/activity.json.
 */
export const ACTIVITY_KINDS = [
  'access_accepted', 'access_changed', 'access_declined', 'access_invited', 'access_left',
  'access_removed', 'connection_accepted', 'connection_requested', 'event_cancelled',
  'event_created', 'event_invited', 'event_rsvp', 'event_updated', 'joined', 'link_confirmed',
  'link_declined', 'member_added', 'member_linked', 'member_removed', 'member_updated',
  'memory_added', 'memory_tagged', 'onboarded', 'ownership_transferred', 'profile_updated',
  'relationship_added', 'relationship_removed', 'story_shared', 'token_created', 'token_revoked',
  'tree_created', 'tree_renamed', 'tree_settings_changed',
  'achievement_recorded',
  'moment_answered',
  'voice_message_sent',
  'time_capsule_sealed', 'time_capsule_opened',
  'heirloom_added', 'heirloom_passed',
  'people_merged', 'people_unmerged',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
