import type { EntityManager } from '@mikro-orm/postgresql';
import { branchLimit, branchScope, grantMemberScope, personOfSql } from '../../../policies/family-member.policy.ts';
import type { TreeGrant } from '../../trees/index.ts';
import { FamilyMember } from './family-member.entity.ts';


/** How a page of people may be ordered. */
export type MemberOrder = 'name' | 'birth';

const ORDER: Record<MemberOrder, string> = {
  name: 'lower(m.last_name), lower(m.first_name), m.id',
  // A birth open at the start ("before 1850") counts from its last day, as shared/dates sorts.
  birth: 'coalesce(m.birth_earliest, m.birth_latest) nulls last, m.birth_latest nulls last, lower(m.last_name), lower(m.first_name), m.id',
};

/** One page of the people a grant sees (by name, or by birth), with the total. */
export async function membersPage(em: EntityManager, grant: TreeGrant, opts: { search?: string | null; first: number; offset: number; orderBy?: MemberOrder }) {
  // Every word typed must start or appear in the first or the last name: "Anna King" finds Annabella King.
  const words = opts.search?.trim().split(/\s+/).filter(Boolean) ?? [];
  const scope = grantMemberScope('m', grant);
  const where = [scope.text, ...words.map(() => `(m.first_name ilike ? escape '\\' or m.last_name ilike ? escape '\\')`)].join(' and ');
  const params = [...scope.params, ...words.flatMap((w) => [`%${escapeLike(w)}%`, `%${escapeLike(w)}%`])];
  const rows = await em.execute<(Record<string, unknown> & { total: string })[]>(
    `select m.*, count(*) over () as total from family_members m where ${where}
     order by ${ORDER[opts.orderBy ?? 'name']} limit ? offset ?`,
    [...params, opts.first, opts.offset],
  );
  const totalCount = rows.length ? Number(rows[0].total) : opts.offset > 0 ? await countVisible(em, where, params) : 0;
  return { nodes: rows.map(({ total: _total, ...row }) => em.map(FamilyMember, row)), totalCount };
}

async function countVisible(em: EntityManager, where: string, params: unknown[]) {
  const [row] = await em.execute<{ n: string }[]>(`select count(*) as n from family_members m where ${where}`, params);
  return Number(row.n);
}

/** A slice of everyone a grant sees, the people linked to users first, then by name. */
export async function treeMembersSlice(em: EntityManager, grant: TreeGrant, limit: number, offset: number) {
  const scope = grantMemberScope('m', grant);
  const rows = await em.execute<Record<string, unknown>[]>(
    `select m.* from family_members m where ${scope.text}
     order by m.mirrors_profile desc, m.last_name, m.first_name, m.id limit ? offset ?`,
    [...scope.params, limit, offset],
  );
  return rows.map((row) => em.map(FamilyMember, row));
}

/**
 * The people a grant sees who are joined to no one it sees (added as "Other", or whose relatives
 * are all outside the viewer's branch): the tree draws them nowhere. The person who stands for the
 * tree's owner and the viewer's own person are drawn even alone, so they are not listed.
 */
export async function unplacedMembersOf(em: EntityManager, grant: TreeGrant, viewerId: string, limit: number) {
  const scope = grantMemberScope('m', grant);
  const seenTo = branchScope('r.to_id', branchLimit(grant));
  const seenFrom = branchScope('r.from_id', branchLimit(grant));
  const own = personOfSql('m', { id: viewerId });
  const rows = await em.execute<Record<string, unknown>[]>(
    `select m.* from family_members m where ${scope.text}
       and not m.mirrors_profile and not ${own.text}
       and not exists (select 1 from family_relationships r where r.from_id = m.id and ${seenTo.text})
       and not exists (select 1 from family_relationships r where r.to_id = m.id and ${seenFrom.text})
     order by lower(m.last_name), lower(m.first_name), m.id limit ?`,
    [...scope.params, ...own.params, ...seenTo.params, ...seenFrom.params, limit],
  );
  return rows.map((row) => em.map(FamilyMember, row));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
