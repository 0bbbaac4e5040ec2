import { circleMemberScope } from './circle.policy.ts';
import { familyEventScope, familyEventScopeParams } from './family-event.policy.ts';
import { storyScope, storyScopeParams } from './story.policy.ts';

/**
 * The events a user may read, as a condition on `events` row `alias` with the parameters of
 * activityScopeParams. Memories, stories and family events are read exactly as their objects are:
 * a memory's by the members of its circle, a story's by its readers, a family event's by those who
 * see the event (so one gone or out of reach is not read, whoever did it). Anything else: their
 * own and those about them; in trees they have access to, what concerns the tree, the people and
 * relationships they see (both people, for a relationship), and changes of access only if they
 * own the tree.
 */
export const activityScope = (alias: string) => `(case ${alias}.object_type
  when 'memory' then ${alias}.circle_id is not null and ${circleMemberScope(`${alias}.circle_id`)}
  when 'story' then exists (select 1 from family_stories es where es.id = ${alias}.object_id and ${storyScope('es')})
  when 'family_event' then exists (select 1 from family_events ef where ef.id = ${alias}.object_id and ${familyEventScope('ef')})
  else ${alias}.actor_id = ?::uuid or ${alias}.subject_user_id = ?::uuid
  or (${alias}.tree_id is not null and exists (
    select 1 from tree_access ea where ea.tree_id = ${alias}.tree_id and ea.user_id = ?::uuid and ea.status = 'active'
      and case ${alias}.object_type
        when 'access' then ea.role = 'owner'
        when 'member' then ea.branch_kind is null
          or exists (select 1 from branch_members eb where eb.access_id = ea.id and eb.member_id = ${alias}.object_id)
        when 'relationship' then ea.branch_kind is null or (
          exists (select 1 from branch_members eb where eb.access_id = ea.id and eb.member_id = (${alias}.data->>'fromId')::uuid)
          and exists (select 1 from branch_members eb where eb.access_id = ea.id and eb.member_id = (${alias}.data->>'toId')::uuid))
        else true end)) end)`;

/** The parameters of activityScope for a user, in the order the condition names them. */
export const activityScopeParams = (userId: string) => [userId, ...storyScopeParams(userId), ...familyEventScopeParams(userId), userId, userId, userId];
