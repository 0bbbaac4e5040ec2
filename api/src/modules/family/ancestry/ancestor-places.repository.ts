import type { EntityManager } from '@mikro-orm/postgresql';
import { grantMemberScope } from '../../../policies/family-member.policy.ts';
import { bound, sql, type Sql } from '../../../policies/sql.ts';
import type { TreeGrant } from '../../trees/index.ts';
import { hidesLivingDates, livingDatesShownSql } from '../people/dated-people.ts';

/** One ancestor of a person, once per generation they stand in, and where they were born as the viewer may read it. */
export interface AncestorBirthPlace {
  /** 1 for a parent, 2 for a grandparent … */
  generation: number;
  /** The birth place as recorded; null when none is, or when the viewer may not see this living person's details. */
  birthPlace: string | null;
}

/**
 * The birth place of a person as its reader may see it, as SQL on `family_members` row `alias`: as
 * recorded, unless the grant hides living people's details (policies/living.ts) and this is a living
 * person other than the viewer.
 */
function shownBirthPlace(alias: string, grant: TreeGrant, viewerId: string, today: string): Sql {
  if (!hidesLivingDates(grant)) return { text: `${alias}.birth_place`, params: [] };
  const shown: Sql = { text: livingDatesShownSql(alias, { today: '?::date', livingYears: '?::int', viewer: '?::uuid' }), params: [today, grant.livingYears, viewerId] };
  return sql`case when ${shown} then ${alias}.birth_place end`;
}

/**
 * The ancestors of person `personId` up to `maxGenerations` with their birth places, in one
 * statement: a walk up the parent edges by birth (or not said; adoptive and foster parents are not
 * forebears by birth) — one generation each — and the typed grandparent links — two — through people
 * the grant sees only (its tree, its branch: grantMemberScope), so a branch-limited reader's walk
 * stops at their branch's edge. The walk keeps each (person, generation) once, so an ancestor reached
 * along two lines (pedigree collapse) is one row of that generation and the work grows with the
 * ancestors, never with the paths to them; generations only grow, so it ends on any data. Rows come
 * by generation, then in the order the people were recorded.
 */
export async function ancestorPlacesOf(em: EntityManager, grant: TreeGrant, viewerId: string, personId: string, maxGenerations: number, today: string): Promise<AncestorBirthPlace[]> {
  const step = "case r.kind when 'parent' then 1 else 2 end";
  const statement = sql`with recursive up(id, generation) as (
      select m.id, 0 from family_members m where m.id = ${bound(personId, 'uuid')} and ${grantMemberScope('m', grant)}
      union
      select r.from_id, u.generation + ${step}
      from up u
      join family_relationships r on r.to_id = u.id
        and (r.kind = 'grandparent' or (r.kind = 'parent' and coalesce(r.pedigree, 'birth') = 'birth'))
      join family_members a on a.id = r.from_id and ${grantMemberScope('a', grant)}
      where u.generation + ${step} <= ${bound(maxGenerations, 'int')}
    )
    select u.generation, ${shownBirthPlace('a', grant, viewerId, today)} as birth_place
    from up u join family_members a on a.id = u.id
    where u.generation > 0
    order by u.generation, a.created_at, a.id`;
  const rows = await em.execute<{ generation: number; birth_place: string | null }[]>(statement.text, [...statement.params]);
  return rows.map((row) => ({ generation: Number(row.generation), birthPlace: row.birth_place }));
}
