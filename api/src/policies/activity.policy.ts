import { achievementScope } from './achievement.policy.ts';
import { heirloomScope } from './heirloom.policy.ts';
import { circleMemberScope } from './circle.policy.ts';
import { familyEventScope } from './family-event.policy.ts';
import { promptResponseScope } from './prompt-response.policy.ts';
import { storyScope } from './story.policy.ts';
import { capsuleContentScope, timeCapsuleScope } from './time-capsule.policy.ts';
import { voiceMessageScope } from './voice-message.policy.ts';
import { sql, type Reader, type Sql } from './sql.ts';
import { readerSees, treeReaders } from './tree-access.policy.ts';

/**
 * The events a reader may read, as a condition on `events` row `alias`. Memories, stories,
 * family events, achievements and heirlooms are read exactly as their objects are: a memory's by the members of its circle, a
 * story's by its readers, a family event's by those who see the event (so one gone or out of reach
 * is not read, whoever did it). A time capsule's as the capsule is: its sealing (which holds nothing
 * of its content) by those who know of it, its opening (which names its title) by those who read its
 * content, neither once it is cancelled or gone. Anything else: their own and those about them; in trees they read,
 * what concerns the tree, the people and relationships they see (both people, for a relationship),
 * and changes of access only if they own the tree.
 */
export const activityScope = (alias: string, reader: Reader): Sql => sql`(case ${alias}.object_type
  when 'memory' then ${alias}.circle_id is not null and ${circleMemberScope(`${alias}.circle_id`, reader)}
  when 'story' then exists (select 1 from family_stories es where es.id = ${alias}.object_id and ${storyScope('es', reader)})
  when 'family_event' then exists (select 1 from family_events ef where ef.id = ${alias}.object_id and ${familyEventScope('ef', reader)})
  when 'achievement' then exists (select 1 from family_achievements eac where eac.id = ${alias}.object_id and ${achievementScope('eac', reader)})
  when 'heirloom' then exists (select 1 from family_assets eh where eh.id = ${alias}.object_id and ${heirloomScope('eh', reader)})
  when 'moment_answer' then exists (select 1 from prompt_responses emr where emr.id = ${alias}.object_id and ${promptResponseScope('emr', reader)})
  when 'voice_message' then exists (select 1 from voice_messages evm where evm.id = ${alias}.object_id and ${voiceMessageScope('evm', reader)})
  when 'time_capsule' then exists (select 1 from time_capsules etc where etc.id = ${alias}.object_id and etc.status in ('sealed', 'opened')
    and case when ${alias}.verb = 'time_capsule_opened' then ${capsuleContentScope('etc', reader)} else ${timeCapsuleScope('etc', reader)} end)
  else ${alias}.actor_id = ${reader} or ${alias}.subject_user_id = ${reader}
  or (${alias}.tree_id is not null and exists (
    select 1 from tree_access ea where ${treeReaders('ea', { sql: `${alias}.tree_id` })} and ea.user_id = ${reader}
      and case ${alias}.object_type
        when 'access' then ea.role = 'owner'
        when 'member' then ${readerSees('ea', `${alias}.object_id`)}
        when 'relationship' then ${readerSees('ea', `(${alias}.data->>'fromId')::uuid`)} and ${readerSees('ea', `(${alias}.data->>'toId')::uuid`)}
        else true end)) end)`;
