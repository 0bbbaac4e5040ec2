import type { Actor } from './actor.ts';
import type { StoredFile } from '../modules/files/stored-file.entity.ts';
import { achievementScope } from './achievement.policy.ts';
import { circleMemberScope } from './circle.policy.ts';
import { heirloomScope } from './heirloom.policy.ts';
import { detailsScope, memberScope } from './family-member.policy.ts';
import { promptResponseScope } from './prompt-response.policy.ts';
import { capsuleContentScope } from './time-capsule.policy.ts';
import { voiceMessageScope } from './voice-message.policy.ts';
import { sql, type Reader, type Sql } from './sql.ts';

/** Files read only through what they belong to: their uploader has no right of their own to them. */
const SEEN_THROUGH_ONLY: readonly string[] = ['memory', 'achievement-photo', 'time-capsule', 'voice-message', 'heirloom-photo', 'heirloom-document'];

/** A file, and whether the viewer sees what it belongs to (seenThroughScope). */
interface FileRead {
  file: StoredFile;
  seenThrough: boolean;
}

export const storedFilePolicy = {
  // Profile photos appear wherever a user is shown to other signed-in users (search, connections);
  // a person's photo is read by whoever sees that person with their details, and by its uploader; a
  // memory's file only by the members of its circle (its uploader too only while a member); an
  // achievement's photo only by those who read the achievement (its uploader too only while they do);
  // a time capsule's file only by those who may read the capsule's content (its creator; its
  // recipients once it has opened, never before); a voice message's recording only by its sender
  // and recipients; an heirloom's photo or document only by those who read the heirloom (its
  // uploader too only while they do).
  read: (actor: Actor, { file, seenThrough }: FileRead) =>
    SEEN_THROUGH_ONLY.includes(file.purpose) ? seenThrough : file.owner?.id === actor.user.id || file.purpose === 'avatar' || seenThrough,
} as const;

/**
 * Whether the reader sees what a file belongs to, as a condition on `stored_files` row `alias`: a
 * memory's file through a memory of one of their circles (circleMemberScope); a person's photo
 * through a person they see (memberScope) with their details on `today` (detailsScope); an
 * achievement's photo through an achievement they read (achievementScope); a time capsule's file
 * through a capsule whose content they may read (capsuleContentScope); a daily moment's photo or
 * recording through an answer they read (promptResponseScope); an heirloom's photo or document
 * through an heirloom they read (heirloomScope). Other
 * files belong to nothing another user sees them through.
 */
export const seenThroughScope = (alias: string, reader: Reader, today: string): Sql => sql`(case ${alias}.purpose
  when 'memory' then exists (select 1 from memories sfm where sfm.file_id = ${alias}.id and ${circleMemberScope('sfm.circle_id', reader)})
  when 'member-photo' then exists (select 1 from family_members sfp where sfp.profile_picture = ${alias}.key
    and ${memberScope('sfp', reader)} and ${detailsScope('sfp', reader, today)})
  when 'moment' then exists (select 1 from prompt_responses sfr where (sfr.photo_id = ${alias}.id or sfr.audio_id = ${alias}.id)
    and ${promptResponseScope('sfr', reader)})
  when 'achievement-photo' then exists (select 1 from achievement_photos sap join family_achievements saa on saa.id = sap.achievement_id
    where sap.file_id = ${alias}.id and ${achievementScope('saa', reader, today)})
  when 'time-capsule' then exists (select 1 from time_capsule_attachments sfa join time_capsules sfk on sfk.id = sfa.capsule_id
    where sfa.file_id = ${alias}.id and ${capsuleContentScope('sfk', reader)})
  when 'voice-message' then exists (select 1 from voice_messages sfv where sfv.file_id = ${alias}.id and ${voiceMessageScope('sfv', reader)})
  when 'heirloom-photo' then exists (select 1 from family_asset_photos shp join family_assets sha on sha.id = shp.heirloom_id
    where shp.file_id = ${alias}.id and ${heirloomScope('sha', reader)})
  when 'heirloom-document' then exists (select 1 from family_asset_documents shd join family_assets shh on shh.id = shd.heirloom_id
    where shd.file_id = ${alias}.id and ${heirloomScope('shh', reader)})
  else false end)`;
