import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../errors.ts';
import { grantMemberScope } from '../../../policies/family-member.policy.ts';
import { grantEdits } from '../../../policies/tree.policy.ts';
import { requireGrantOf, type TreeGrant } from '../../trees/index.ts';
import { hidesLivingDates, livingDatesShownSql } from '../../family/index.ts';
import { isUuid } from '../../../input/validation.ts';

// Which people an export holds: those the viewer sees (their tree, their branch), or one person's
// branch of them; and how much of each is shown.

/**
 * A text column without the control characters \x1c–\x1f: they have no place in a GEDCOM file, and
 * large reads use them to part fields and rows (cheaper to make and to read than JSON).
 */
export const cleanText = (column: string) => `translate(${column}, E'\\x1c\\x1d\\x1e\\x1f', '')`;

/** Who is exported and how much of them is shown, as SQL on `family_members m`. */
export interface PeopleScope {
  where: string;
  params: unknown[];
  /** Whether the person's details are shown (false: a living person a viewer sees by name only). */
  shown: string;
  shownParams: unknown[];
  /** Kept records are joined as `k` (owners and editors). */
  keep: boolean;
  join: string;
  /** The order of the file: kept people where their records stood, then the others as they were added. */
  order: string;
}

export async function peopleScope(em: EntityManager, grant: TreeGrant, viewerId: string, branchOf: string | null | undefined): Promise<PeopleScope> {
  const seen = grantMemberScope('m', grant);
  const where = [seen.text];
  const params: unknown[] = [...seen.params];
  if (branchOf) {
    const [seen] = isUuid(branchOf) ? await em.execute<{ n: string }[]>(`select count(*) as n from family_members m where ${where.join(' and ')} and m.id = ?::uuid`, [...params, branchOf]) : [{ n: '0' }];
    if (seen.n === '0') throw notFound('Family member');
    const ids = await branchIds(em, branchOf);
    where.push('m.id = any(?::uuid[])');
    params.push(`{${ids.join(',')}}`);
  }
  const hides = hidesLivingDates(grant);
  // The records kept from imports go to those who may change the tree: they see everything of it.
  const keep = grantEdits(grant);
  return {
    where: where.join(' and '),
    params,
    shown: hides ? livingDatesShownSql('m', { today: '?::date', livingYears: '?::int', viewer: '?::uuid' }) : 'true',
    shownParams: hides ? [new Date().toISOString().slice(0, 10), grant.livingYears, viewerId] : [],
    keep,
    join: keep ? 'left join gedcom_person_records k on k.member_id = m.id' : '',
    order: keep ? 'k.position nulls last, m.created_at, m.id' : 'm.created_at, m.id',
  };
}

/** A person's ancestors and descendants (parent and grandparent links), with the partners of all of them. */
async function branchIds(em: EntityManager, memberId: string): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `with recursive
       up(id) as (select ?::uuid union select r.from_id from up join family_relationships r on r.to_id = up.id and r.kind in ('parent', 'grandparent')),
       down(id) as (select ?::uuid union select r.to_id from down join family_relationships r on r.from_id = down.id and r.kind in ('parent', 'grandparent')),
       line(id) as (select id from up union select id from down)
     select id from line
     union select r.to_id from line join family_relationships r on r.from_id = line.id and r.kind = 'partner'
     union select r.from_id from line join family_relationships r on r.to_id = line.id and r.kind = 'partner'`,
    [memberId, memberId],
  );
  return rows.map((r) => r.id);
}

/** The people of an export whose photo the viewer may see, for the archive's media. */
export async function photosOf(em: EntityManager, viewer: { id: string }, treeId: string, branchOf?: string | null): Promise<{ id: string; profilePicture: string | null }[]> {
  const grant = await requireGrantOf(em, viewer.id, treeId);
  const scope = await peopleScope(em, grant, viewer.id, branchOf);
  const rows = await em.execute<{ id: string; profile_picture: string }[]>(
    `select m.id, m.profile_picture from family_members m where m.profile_picture is not null and ${scope.shown} and ${scope.where}`,
    [...scope.shownParams, ...scope.params],
  );
  return rows.map((row) => ({ id: row.id, profilePicture: row.profile_picture }));
}
