/**
 * The events a user may read, as a condition on `events` row `alias` with the user's id as its
 * three parameters: their own and those about them; in trees they have access to, what concerns
 * the tree, the people and relationships they see (both people, for a relationship), and changes
 * of access only if they own the tree.
 */
export const eventScope = (alias: string) => `(
  ${alias}.actor_id = ?::uuid or ${alias}.subject_user_id = ?::uuid
  or (${alias}.tree_id is not null and exists (
    select 1 from tree_access ea where ea.tree_id = ${alias}.tree_id and ea.user_id = ?::uuid and ea.status = 'active'
      and case ${alias}.object_type
        when 'access' then ea.role = 'owner'
        when 'member' then ea.branch_kind is null
          or exists (select 1 from branch_members eb where eb.access_id = ea.id and eb.member_id = ${alias}.object_id)
        when 'relationship' then ea.branch_kind is null or (
          exists (select 1 from branch_members eb where eb.access_id = ea.id and eb.member_id = (${alias}.data->>'fromId')::uuid)
          and exists (select 1 from branch_members eb where eb.access_id = ea.id and eb.member_id = (${alias}.data->>'toId')::uuid))
        else true end)))`;

/** The parameters of eventScope for a user. */
export const eventScopeParams = (userId: string) => [userId, userId, userId];
