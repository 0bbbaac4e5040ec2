import type { EntityManager } from '@mikro-orm/postgresql';

export interface TreeWindowRow {
  nodes: {
    id: string;
    generation: number;
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
    dateOfDeath: string | null;
    gender: string;
    isAlive: boolean;
    isSelf: boolean;
    profilePictureUrl: string | null;
  }[];
  edges: { id: string; kind: string; fromId: string; toId: string; partnerKind: string | null; startDate: string | null; endDate: string | null }[];
  hasMoreAbove: boolean;
  hasMoreBelow: boolean;
}

/**
 * The window around a member in one statement: ancestors up to `up` generations and descendants
 * down to `down` (parent edges count one generation, typed grandparent links two), the children of
 * every ancestor (the focus's siblings, uncles and aunts …), sibling edges, the partners of all of
 * them, and the focus's own typed uncle/aunt and cousin links; then the edges among those members,
 * all shaped as JSON by PostgreSQL. Generations only move away from the focus on each step and are
 * bounded, so the recursion ends even on bad data.
 */
export async function treeWindow(em: EntityManager, ownerId: string, focusId: string, up: number, down: number): Promise<TreeWindowRow> {
  const rows = await em.execute<{ window: TreeWindowRow }[]>(
    `with recursive
    up_line(id, gen) as (
      select ?::uuid, 0
      union
      select r.from_id, u.gen - case r.kind when 'parent' then 1 else 2 end
      from up_line u join family_relationships r on r.to_id = u.id and r.kind in ('parent', 'grandparent')
      where u.gen > -?::int
    ),
    down_line(id, gen) as (
      select ?::uuid, 0
      union
      select r.to_id, d.gen + case r.kind when 'parent' then 1 else 2 end
      from down_line d join family_relationships r on r.from_id = d.id and r.kind in ('parent', 'grandparent')
      where d.gen < ?::int
    ),
    line as (
      select id, gen from up_line where gen >= -?::int
      union select id, gen from down_line where gen <= ?::int
    ),
    kin as (
      select id, gen from line
      union select r.to_id, l.gen + 1 from line l join family_relationships r on r.from_id = l.id and r.kind = 'parent' where l.gen < 0
      union select r.to_id, l.gen from line l join family_relationships r on r.from_id = l.id and r.kind = 'sibling' where l.gen <= 0
      union select r.from_id, l.gen from line l join family_relationships r on r.to_id = l.id and r.kind = 'sibling' where l.gen <= 0
      union select r.from_id, -1 from family_relationships r where r.to_id = ?::uuid and r.kind = 'uncle_aunt'
      union select r.to_id, 0 from family_relationships r where r.from_id = ?::uuid and r.kind = 'cousin'
      union select r.from_id, 0 from family_relationships r where r.to_id = ?::uuid and r.kind = 'cousin'
    ),
    with_partners as (
      select id, gen from kin
      union select r.to_id, k.gen from kin k join family_relationships r on r.from_id = k.id and r.kind = 'partner'
      union select r.from_id, k.gen from kin k join family_relationships r on r.to_id = k.id and r.kind = 'partner'
    ),
    nodes as (
      select distinct on (w.id) w.id, w.gen from with_partners w
      join family_members m on m.id = w.id and m.owner_id = ?::uuid
      order by w.id, abs(w.gen), w.gen
    ),
    edges as (
      select r.* from family_relationships r
      where r.from_id in (select id from nodes) and r.to_id in (select id from nodes)
    )
    select json_build_object(
      'nodes', coalesce((
        select json_agg(json_build_object(
          'id', m.id, 'generation', n.gen, 'firstName', m.first_name, 'lastName', m.last_name,
          'dateOfBirth', m.date_of_birth, 'dateOfDeath', m.date_of_death, 'gender', m.gender,
          'isAlive', m.is_alive, 'isSelf', m.is_self,
          'profilePictureUrl', case when m.profile_picture is null then null else '/uploads/' || m.profile_picture end
        ) order by n.gen, m.last_name, m.first_name)
        from nodes n join family_members m on m.id = n.id), '[]'::json),
      'edges', coalesce((
        select json_agg(json_build_object(
          'id', e.id, 'kind', e.kind, 'fromId', e.from_id, 'toId', e.to_id,
          'partnerKind', e.partner_kind, 'startDate', e.start_date, 'endDate', e.end_date))
        from edges e), '[]'::json),
      'hasMoreAbove', exists(
        select 1 from nodes n join family_relationships r on r.to_id = n.id and r.kind in ('parent', 'grandparent')
        where n.gen <= -?::int + case r.kind when 'grandparent' then 1 else 0 end and r.from_id not in (select id from nodes)),
      'hasMoreBelow', exists(
        select 1 from nodes n join family_relationships r on r.from_id = n.id and r.kind in ('parent', 'grandparent')
        where n.gen >= ?::int - case r.kind when 'grandparent' then 1 else 0 end and r.to_id not in (select id from nodes))
    ) as window`,
    [focusId, up, focusId, down, up, down, focusId, focusId, focusId, ownerId, up, down],
  );
  return rows[0].window;
}
