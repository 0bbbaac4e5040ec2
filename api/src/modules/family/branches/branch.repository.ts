import type { EntityManager } from '@mikro-orm/postgresql';
import { branchLimit, branchScope } from '../../../policies/family-member.policy.ts';
import { holdsAlways } from '../../../policies/sql.ts';
import { limitedSql } from '../../../policies/tree-access.policy.ts';
import type { TreeGrant } from '../../trees/index.ts';

/** The furthest a "nearby" branch may reach, in steps from the user's own person. */
export const MAX_BRANCH_STEPS = 10;

/**
 * Works out again who each branch-limited user of a tree may see, into branch_members: for a
 * `descendants` branch the chosen person, everyone below them (parent and grandparent links) and
 * the partners of all of them; for a `nearby` branch everyone within the set number of steps of the
 * user's own person, along any relationship. A limited user always sees their own person. Runs in
 * the transaction of the change, under the tree's lock, so reads never see a stale branch.
 */
export async function refreshBranches(em: EntityManager, treeId: string): Promise<void> {
  await em.execute(`delete from branch_members b using tree_access a where b.access_id = a.id and a.tree_id = ?::uuid`, [treeId]);
  await em.execute(
    `insert into branch_members (access_id, member_id)
     with recursive
       limited as (
         select id, user_id, branch_kind, branch_root_id, least(coalesce(branch_steps, 1), ${MAX_BRANCH_STEPS}) as steps
         from tree_access a where a.tree_id = ?::uuid and ${limitedSql('a')}
       ),
       own as (
         select l.id as access_id, m.id as member_id from limited l
         join family_members m on m.tree_id = ?::uuid and m.linked_user_id = l.user_id and m.link_confirmed
       ),
       below(access_id, member_id) as (
         select l.id, m.id from limited l join family_members m on m.id = l.branch_root_id and m.tree_id = ?::uuid
         where l.branch_kind = 'descendants'
         union
         select b.access_id, r.to_id from below b join family_relationships r on r.from_id = b.member_id and r.kind in ('parent', 'grandparent')
       ),
       near(access_id, member_id, steps) as (
         select o.access_id, o.member_id, 0 from own o join limited l on l.id = o.access_id where l.branch_kind = 'nearby'
         union
         select n.access_id, x.next_id, n.steps + 1
         from near n
         join limited l on l.id = n.access_id
         cross join lateral (
           select r.to_id as next_id from family_relationships r where r.from_id = n.member_id
           union all select r.from_id from family_relationships r where r.to_id = n.member_id
         ) x
         where n.steps < l.steps
       )
     select access_id, member_id from below
     union select b.access_id, r.to_id from below b join family_relationships r on r.from_id = b.member_id and r.kind = 'partner'
     union select b.access_id, r.from_id from below b join family_relationships r on r.to_id = b.member_id and r.kind = 'partner'
     union select access_id, member_id from near
     union select access_id, member_id from own`,
    [treeId, treeId, treeId],
  );
}

/** Whether the tree has branch-limited users, whose branches a change may move. */
export async function hasLimitedAccess(em: EntityManager, treeId: string): Promise<boolean> {
  const rows = await em.execute<{ found: boolean }[]>(
    `select exists(select 1 from tree_access a where a.tree_id = ?::uuid and ${limitedSql('a')}) as found`,
    [treeId],
  );
  return rows[0].found;
}

/** Which of these people of a grant's tree (that still exist) the grant does not see (branchScope): none, unless a branch limits it. */
export async function unseenBy(em: EntityManager, grant: TreeGrant, memberIds: readonly string[]): Promise<string[]> {
  const seen = branchScope('m.id', branchLimit(grant));
  if (!memberIds.length || holdsAlways(seen)) return [];
  const rows = await em.execute<{ id: string }[]>(`select m.id from family_members m where m.id = any(?::uuid[]) and not ${seen.text}`, [`{${memberIds.join(',')}}`, ...seen.params]);
  return rows.map((r) => r.id);
}
