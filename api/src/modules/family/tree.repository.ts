import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';

export interface TreeWindowRow {
  /** The focus asked for (or the owner's own member), and whose tree it is in: null when it does not exist. */
  focusId: string | null;
  focusOwnerId: string | null;
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

/** The statement's parameters, in the order of its placeholders. */
export const treeWindowParams = (ownerId: string, focusId: string | null, up: number, down: number) => [focusId, ownerId, ownerId, up, down, up, down, ownerId, up, down];

/**
 * The window around a member in one statement: ancestors up to `up` generations and descendants
 * down to `down` (parent edges count one generation, typed grandparent links two), the children of
 * every ancestor (the focus's siblings, uncles and aunts …), sibling edges, the partners of all of
 * them, and the focus's own typed uncle/aunt and cousin links; then the edges among those members,
 * all shaped as JSON by PostgreSQL. Generations only move away from the focus on each step and are
 * bounded, so the recursion ends even on bad data.
 */
export const TREE_WINDOW_SQL = `with recursive
    focus as (
      select m.id, m.owner_id from family_members m
      where m.id = coalesce(?::uuid, (select s.id from family_members s where s.owner_id = ?::uuid and s.is_self))
    ),
    up_line(id, gen) as (
      select id, 0 from focus where owner_id = ?::uuid
      union
      select r.from_id, u.gen - case r.kind when 'parent' then 1 else 2 end
      from up_line u join family_relationships r on r.to_id = u.id and r.kind in ('parent', 'grandparent')
      where u.gen > -?::int
    ),
    down_line(id, gen) as (
      select id, 0 from up_line where gen = 0
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
      union select r.from_id, -1 from focus f join family_relationships r on r.to_id = f.id and r.kind = 'uncle_aunt'
      union select r.to_id, 0 from focus f join family_relationships r on r.from_id = f.id and r.kind = 'cousin'
      union select r.from_id, 0 from focus f join family_relationships r on r.to_id = f.id and r.kind = 'cousin'
    ),
    with_partners as (
      select id, gen from kin
      union select r.to_id, k.gen from kin k join family_relationships r on r.from_id = k.id and r.kind = 'partner'
      union select r.from_id, k.gen from kin k join family_relationships r on r.to_id = k.id and r.kind = 'partner'
    ),
    nodes as (
      select distinct on (w.id) w.id, w.gen, m.first_name, m.last_name, m.date_of_birth, m.date_of_death,
        m.gender, m.is_alive, m.is_self, m.profile_picture
      from with_partners w
      join family_members m on m.id = w.id and m.owner_id = ?::uuid
      order by w.id, abs(w.gen), w.gen
    ),
    edges as (
      select r.* from nodes a
      join family_relationships r on r.from_id = a.id
      join nodes b on b.id = r.to_id
    )
    select json_build_object(
      'focusId', (select id from focus),
      'focusOwnerId', (select owner_id from focus),
      'nodes', coalesce((
        select json_agg(json_build_object(
          'id', n.id, 'generation', n.gen, 'firstName', n.first_name, 'lastName', n.last_name,
          'dateOfBirth', n.date_of_birth, 'dateOfDeath', n.date_of_death, 'gender', n.gender,
          'isAlive', n.is_alive, 'isSelf', n.is_self,
          'profilePictureUrl', case when n.profile_picture is null then null else '/uploads/' || n.profile_picture end
        ) order by n.gen, n.last_name, n.first_name)
        from nodes n), '[]'::json),
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
    ) as window`;

const PREPARED = { name: 'kinfolk_tree_window', text: numbered(TREE_WINDOW_SQL) };

/**
 * Runs the window as a named prepared statement on the ORM's own pool: PostgreSQL then plans it once
 * per connection instead of on every request (planning costs more than running it).
 */
export async function treeWindow(em: EntityManager, ownerId: string, focusId: string | null, up: number, down: number): Promise<TreeWindowRow> {
  const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  const result = await pool.query<{ window: TreeWindowRow }>({ ...PREPARED, values: treeWindowParams(ownerId, focusId, up, down) });
  return result.rows[0].window;
}

/** The ORM's `?` placeholders as PostgreSQL's numbered ones. */
export function numbered(sql: string) {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
