import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { branchScope } from '../../../policies/family-member.policy.ts';
import { inlined } from '../../../policies/sql.ts';
import { limitedSql } from '../../../policies/tree-access.policy.ts';
import { GRANT_ORDER, grantRowsSql, type GrantRow } from '../../trees/index.ts';
import type { RelationshipColumns } from '../../../../../shared/tree-columns/index.ts';
import type { EdgeDates } from '../people/life-dates.ts';

export interface TreeWindowNode {
  id: string;
  generation: number;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  birthEarliest: string | null;
  birthLatest: string | null;
  deathDate: string | null;
  deathEarliest: string | null;
  deathLatest: string | null;
  gender: string;
  isAlive: boolean;
  profilePicture: string | null;
  linkedUserId: string | null;
  linkConfirmed: boolean;
  mirrorsProfile: boolean;
}

/** An edge of a window, with a partnership's dates and place and a parent edge's pedigree. */
export interface WindowEdge extends EdgeDates {
  id: string;
  kind: string;
  fromId: string;
  toId: string;
  partnerKind: string | null;
  startDate: string | null;
  endDate: string | null;
  startPlace: string | null;
  pedigree: string | null;
}

export interface TreeWindowRow {
  /** The viewer's grant in the tree (the one asked for, or the one opened last); null: no access. */
  grant: GrantRow | null;
  /** The focus asked for (or the default one), when the viewer sees it in this tree; else null. */
  focusId: string | null;
  nodes: TreeWindowNode[];
  edges: WindowEdge[];
  hasMoreAbove: boolean;
  hasMoreBelow: boolean;
}

/**
 * The statement's parameters: the tree (null: the one the viewer opened last), the focus asked for
 * (null: the default), the viewer, and the generations each way.
 */
export const treeWindowParams = (treeId: string | null, focusId: string | null, viewerId: string, up: number, down: number) => [focusId, treeId, viewerId, up, down];

/** The tree, from the viewer's grant (so a tree they have no access to yields nothing at all). */
const TREE = '(select tree_id from grant_row)';
/** The access whose branch limits the viewer, or null when they see the whole tree. */
const BRANCH = `(select case when ${limitedSql('grant_row')} then access_id end from grant_row)`;

/** Rows (an object per person and per relationship) for windows a page draws at once; columns for whole large trees. */
export type WindowShape = 'rows' | 'columns';

/** The people and relationships as one JSON object each. */
const ROW_FIELDS = `'nodes', coalesce((
        select json_agg(json_build_object(
          'id', n.id, 'generation', n.gen, 'firstName', n.first_name, 'lastName', n.last_name,
          'birthDate', n.birth_date, 'birthEarliest', n.birth_earliest, 'birthLatest', n.birth_latest,
          'deathDate', n.death_date, 'deathEarliest', n.death_earliest, 'deathLatest', n.death_latest, 'gender', n.gender,
          'isAlive', n.is_alive, 'profilePicture', n.profile_picture, 'linkedUserId', n.linked_user_id,
          'linkConfirmed', n.link_confirmed, 'mirrorsProfile', n.mirrors_profile
        ) order by n.gen, n.last_name, n.first_name)
        from nodes n), '[]'::json),
      'edges', coalesce((
        select json_agg(json_build_object(
          'id', e.id, 'kind', e.kind, 'fromId', e.from_id, 'toId', e.to_id,
          'partnerKind', e.partner_kind, 'startDate', e.start_date, 'endDate', e.end_date,
          'startValue', e.start_value, 'startEarliest', e.start_earliest, 'startLatest', e.start_latest, 'startPlace', e.start_place,
          'endValue', e.end_value, 'endEarliest', e.end_earliest, 'endLatest', e.end_latest, 'pedigree', e.pedigree))
        from edges e), '[]'::json)`;

/** The people numbered in the order the columns list them, for relationships to name them by number. */
const COLUMN_CTES = `, numbered as (
      select n.*, (row_number() over (order by n.gen, n.id) - 1)::int as ix from nodes n
    )`;

/**
 * The people as one array per field, in the same order (generation by generation; the arrays are
 * built from one ordered read of the numbered people, which PostgreSQL aggregates in that order),
 * and the relationships as arrays of the numbers of their two people, read from the tree's
 * relationships (a whole tree holds nearly all of them): a fifth of the size of rows for a whole tree, and no object per
 * person to build, send or read.
 */
const COLUMN_FIELDS = `'people', (
        select json_build_object(
          'ids', coalesce(json_agg(o.id), '[]'), 'generations', coalesce(json_agg(o.gen), '[]'),
          'firstNames', coalesce(json_agg(o.first_name), '[]'), 'lastNames', coalesce(json_agg(o.last_name), '[]'),
          'births', coalesce(json_agg(o.birth_date), '[]'), 'birthEarliest', coalesce(json_agg(o.birth_earliest), '[]'),
          'birthLatest', coalesce(json_agg(o.birth_latest), '[]'),
          'deaths', coalesce(json_agg(o.death_date), '[]'), 'genders', coalesce(json_agg(o.gender), '[]'),
          'isAlive', coalesce(json_agg(o.is_alive), '[]'), 'photos', coalesce(json_agg(o.profile_picture), '[]'),
          'linkedUserIds', coalesce(json_agg(case when o.link_confirmed then o.linked_user_id end), '[]'))
        -- Read in order once, rather than sorting again for every array.
        from (select * from numbered order by ix) o),
      'relationships', (
        select json_build_object(
          'from', coalesce(json_agg(a.ix), '[]'), 'to', coalesce(json_agg(b.ix), '[]'),
          'kinds', coalesce(json_agg(r.kind), '[]'), 'partnerKinds', coalesce(json_agg(r.partner_kind), '[]'))
        from family_relationships r join numbered a on a.id = r.from_id join numbered b on b.id = r.to_id
        where r.tree_id = ${TREE})`;

/**
 * The statement in two forms: for a viewer who sees the whole tree, and for one a branch limits
 * (whose every step checks the branch). Both read the viewer's grant themselves and return it; the
 * whole-tree form walks nobody when that grant has a branch, so the caller runs it first (one round
 * trip for most viewers) and runs the branch form only when the grant it returned says so.
 */
function windowSql(limited: boolean, shape: WindowShape = 'rows') {
  /** Whether the viewer sees person `id`: always, unless a branch limits them. */
  const seen = (id: string) => (limited ? inlined(branchScope(id, { sql: BRANCH })) : 'true');
  /** A relationship the viewer sees: both its people are. */
  const seenEdge = (r: string) => `${seen(`${r}.from_id`)} and ${seen(`${r}.to_id`)}`;
  return WINDOW_TEMPLATE(seen, seenEdge, limited, shape);
}

/**
 * The window around a person in one statement: ancestors up to `up` generations and descendants
 * down to `down` (parent edges count one generation, typed grandparent links two); the children of
 * every ancestor and sibling links (the focus's siblings and half-siblings, aunts, uncles …) with
 * the descendants of the focus's siblings (nephews, nieces …) and of aunts and uncles (cousins); the
 * focus's own typed uncle/aunt and cousin links; the parents of the focus's partners; the partners
 * of all of them; then the edges among those people,
 * all shaped as JSON by PostgreSQL. Every step walks only relationships whose two people the viewer
 * sees, so a branch-limited viewer's window never reaches past their branch. The default focus is
 * the viewer's own person, else the person mirroring the owner's profile, else the first person.
 * Generations only move away from the focus on each step and are bounded, so the recursion ends
 * even on bad data.
 */
const WINDOW_TEMPLATE = (seen: (id: string) => string, seenEdge: (r: string) => string, limited: boolean, shape: WindowShape) => `with recursive
    chosen_grant as (
      ${grantRowsSql('$3::uuid')} and ($2::uuid is null or a.tree_id = $2::uuid)
      ${GRANT_ORDER} limit 1
    ),
    grant_row as (
      select * from chosen_grant
      -- The whole-tree form walks only while the viewer has no branch; else it yields no one and the
      -- caller runs the branch form.
      ${limited ? '' : `where not ${limitedSql('chosen_grant')}`}
    ),
    focus as (
      select m.id from family_members m
      where m.tree_id = ${TREE} and ${seen('m.id')}
        and m.id = coalesce($1::uuid,
          (select s.id from family_members s where s.tree_id = ${TREE} and s.linked_user_id = $3::uuid and s.link_confirmed and ${seen('s.id')}),
          (select s.id from family_members s where s.tree_id = ${TREE} and ${seen('s.id')} order by s.mirrors_profile desc, s.created_at, s.id limit 1))
    ),
    up_line(id, gen) as (
      select id, 0 from focus
      union
      select r.from_id, u.gen - case r.kind when 'parent' then 1 else 2 end
      from up_line u join family_relationships r on r.to_id = u.id and r.kind in ('parent', 'grandparent') and ${seenEdge('r')}
      where u.gen > -$4::int
    ),
    down_line(id, gen) as (
      select id, 0 from up_line where gen = 0
      union
      select r.to_id, d.gen + case r.kind when 'parent' then 1 else 2 end
      from down_line d join family_relationships r on r.from_id = d.id and r.kind in ('parent', 'grandparent') and ${seenEdge('r')}
      where d.gen < $5::int
    ),
    line as (
      select id, gen from up_line where gen >= -$4::int
      union select id, gen from down_line where gen <= $5::int
    ),
    -- Brothers and sisters of everyone in the line at or above the focus (the children of each
    -- ancestor, and sibling links), each with how far down their own descendants are drawn: the
    -- focus's siblings' children and grandchildren within the window (nephews, nieces,
    -- grand-nephews), aunts' and uncles' children (cousins), and no further for older generations.
    collateral(id, gen, depth) as (
      select r.to_id, l.gen + 1, case l.gen + 1 when 0 then least($5::int, 2) when -1 then 0 else l.gen + 1 end
      from line l join family_relationships r on r.from_id = l.id and r.kind = 'parent' and ${seenEdge('r')}
      where l.gen < 0 and r.to_id not in (select id from line)
      union
      select r.to_id, l.gen, case l.gen when 0 then least($5::int, 2) when -1 then 0 else l.gen end
      from line l join family_relationships r on r.from_id = l.id and r.kind = 'sibling' and ${seenEdge('r')} where l.gen <= 0
      union
      select r.from_id, l.gen, case l.gen when 0 then least($5::int, 2) when -1 then 0 else l.gen end
      from line l join family_relationships r on r.to_id = l.id and r.kind = 'sibling' and ${seenEdge('r')} where l.gen <= 0
      union
      select r.to_id, c.gen + 1, c.depth
      from collateral c join family_relationships r on r.from_id = c.id and r.kind = 'parent' and ${seenEdge('r')}
      where c.gen < c.depth
    ),
    kin as (
      select id, gen from line
      union select id, gen from collateral
      union select r.from_id, -1 from focus f join family_relationships r on r.to_id = f.id and r.kind = 'uncle_aunt' and ${seenEdge('r')}
      union select r.to_id, 0 from focus f join family_relationships r on r.from_id = f.id and r.kind = 'cousin' and ${seenEdge('r')}
      union select r.from_id, 0 from focus f join family_relationships r on r.to_id = f.id and r.kind = 'cousin' and ${seenEdge('r')}
    ),
    -- The parents of the focus's partners (their in-laws).
    in_laws as (
      select p.from_id as id, -1 as gen
      from focus f
      join family_relationships r on r.from_id = f.id and r.kind = 'partner' and ${seenEdge('r')}
      join family_relationships p on p.to_id = r.to_id and p.kind = 'parent' and ${seenEdge('p')}
      union
      select p.from_id, -1
      from focus f
      join family_relationships r on r.to_id = f.id and r.kind = 'partner' and ${seenEdge('r')}
      join family_relationships p on p.to_id = r.from_id and p.kind = 'parent' and ${seenEdge('p')}
    ),
    with_partners as (
      select id, gen from kin
      union select id, gen from in_laws
      union select r.to_id, k.gen from kin k join family_relationships r on r.from_id = k.id and r.kind = 'partner' and ${seenEdge('r')}
      union select r.from_id, k.gen from kin k join family_relationships r on r.to_id = k.id and r.kind = 'partner' and ${seenEdge('r')}
    ),
    nodes as (
      select distinct on (w.id) w.id, w.gen, m.first_name, m.last_name, m.birth_date, m.birth_earliest, m.birth_latest,
        m.death_date, m.death_earliest, m.death_latest,
        m.gender, m.is_alive, m.profile_picture, m.linked_user_id, m.link_confirmed, m.mirrors_profile
      from with_partners w
      join family_members m on m.id = w.id and m.tree_id = ${TREE}
      order by w.id, abs(w.gen), w.gen
    ),
    edges as (
      select r.* from nodes a
      join family_relationships r on r.from_id = a.id
      join nodes b on b.id = r.to_id
    )
    ${shape === 'rows' ? '' : COLUMN_CTES}
    select json_build_object(
      'grant', (select row_to_json(g) from chosen_grant g),
      'focusId', (select id from focus),
      ${shape === 'rows' ? ROW_FIELDS : COLUMN_FIELDS},
      -- Only the outermost two rows can have people beyond them: they are picked first, so a whole
      -- tree is not probed person by person.
      'hasMoreAbove', exists(
        select 1 from nodes n join family_relationships r on r.to_id = n.id and r.kind in ('parent', 'grandparent') and ${seenEdge('r')}
        where n.gen <= -$4::int + 1 and n.gen <= -$4::int + case r.kind when 'grandparent' then 1 else 0 end and r.from_id not in (select id from nodes)),
      'hasMoreBelow', exists(
        select 1 from nodes n join family_relationships r on r.from_id = n.id and r.kind in ('parent', 'grandparent') and ${seenEdge('r')}
        where n.gen >= $5::int - 1 and n.gen >= $5::int - case r.kind when 'grandparent' then 1 else 0 end and r.to_id not in (select id from nodes))
    ) as window`;

/** The window for a viewer who sees the whole tree. */
export const TREE_WINDOW_SQL = windowSql(false);
/** The window for a branch-limited viewer. */
export const LIMITED_TREE_WINDOW_SQL = windowSql(true);

/** The window in columns, for each kind of viewer. */
export const TREE_COLUMNS_SQL = windowSql(false, 'columns');
export const LIMITED_TREE_COLUMNS_SQL = windowSql(true, 'columns');

const PREPARED = {
  rows: [
    { name: 'kinfolk_tree_window', text: TREE_WINDOW_SQL },
    { name: 'kinfolk_tree_window_limited', text: LIMITED_TREE_WINDOW_SQL },
  ],
  columns: [
    { name: 'kinfolk_tree_columns', text: TREE_COLUMNS_SQL },
    { name: 'kinfolk_tree_columns_limited', text: LIMITED_TREE_COLUMNS_SQL },
  ],
};

/** A window in columns (see COLUMN_FIELDS): arrays in the same order, relationships by number. */
export interface TreeColumnsRow extends Omit<TreeWindowRow, 'nodes' | 'edges'> {
  people: {
    ids: string[];
    generations: number[];
    firstNames: string[];
    lastNames: string[];
    births: (string | null)[];
    birthEarliest: (string | null)[];
    birthLatest: (string | null)[];
    deaths: (string | null)[];
    genders: (string | null)[];
    isAlive: boolean[];
    photos: (string | null)[];
    /** The user each person stands for, once they confirmed it. */
    linkedUserIds: (string | null)[];
  };
  relationships: RelationshipColumns;
}

/**
 * Runs the window as a named prepared statement on the ORM's own pool: PostgreSQL then plans it once
 * per connection instead of on every request (planning costs more than running it).
 */
export async function treeWindow(em: EntityManager, limited: boolean, ...params: Parameters<typeof treeWindowParams>): Promise<TreeWindowRow> {
  return runWindow<TreeWindowRow>(em, 'rows', limited, params);
}

/** The same window in columns. */
export async function treeColumns(em: EntityManager, limited: boolean, ...params: Parameters<typeof treeWindowParams>): Promise<TreeColumnsRow> {
  return runWindow<TreeColumnsRow>(em, 'columns', limited, params);
}

/**
 * The grant a window would read (the same choice of tree) with its tree's revision, and whether the
 * database keeps the window named `window` (see windowOfTree) at that revision, in one short
 * statement: enough to tell whether a kept whole window still holds, and whether to read the
 * database's copy (small trees never have one, so they are not asked for it). Null: no access.
 */
const GRANT_REVISION_SQL = `select row_to_json(g) as grant, t.revision,
    exists (select 1 from prepared_tree_windows p where p.tree_id = t.id and p.key = $3 and p.revision = t.revision) as prepared
  from (${grantRowsSql('$2::uuid')} and ($1::uuid is null or a.tree_id = $1::uuid) ${GRANT_ORDER} limit 1) g
  join trees t on t.id = g.tree_id`;

export async function grantAndRevision(
  em: EntityManager,
  treeId: string | null,
  viewerId: string,
  window: string,
): Promise<{ grant: GrantRow; revision: number; prepared: boolean } | null> {
  const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  const result = await pool.query<{ grant: GrantRow; revision: string; prepared: boolean }>({
    name: 'kinfolk_grant_revision',
    text: GRANT_REVISION_SQL,
    values: [treeId, viewerId, window],
  });
  const row = result.rows[0];
  return row ? { grant: row.grant, revision: Number(row.revision), prepared: row.prepared } : null;
}

async function runWindow<T>(em: EntityManager, shape: WindowShape, limited: boolean, params: Parameters<typeof treeWindowParams>): Promise<T> {
  const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  const result = await pool.query<{ window: T }>({ ...PREPARED[shape][limited ? 1 : 0], values: treeWindowParams(...params) });
  return result.rows[0].window;
}
