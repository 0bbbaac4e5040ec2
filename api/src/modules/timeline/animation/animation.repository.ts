import type { EntityManager } from '@mikro-orm/postgresql';
import { branchScope } from '../../../policies/family-member.policy.ts';
import { inlined } from '../../../policies/sql.ts';
import { Params, runPrepared } from '../../../db/prepared-statements.ts';
import { driven } from '../timeline.repository.ts';
import { scansOf, type Viewing } from '../timeline.sources.ts';
import type { AnimatedItemKind } from '../../../../../shared/animated-timeline/index.ts';

// The animated timeline's reads, a named read model of the timeline (docs/ARCHITECTURE.md): the
// people of a tree the viewer sees (or a person's descendants and their partners) with the years
// of their dates, their links, and the dated memories, stories and achievements naming them, read
// by the timeline's own scans (timeline.sources.ts) so that the same policy scopes decide.

/** The people and links, as one JSON value in columns; years are those of a date's earliest and latest days. */
export interface PeopleRow {
  ids: string[];
  firstNames: string[];
  lastNames: string[];
  birthFrom: (number | null)[];
  birthTo: (number | null)[];
  deathFrom: (number | null)[];
  deathTo: (number | null)[];
  deathDates: (string | null)[];
  birthLatest: (string | null)[];
  isAlive: boolean[];
  linkedUserIds: (string | null)[];
  parents: { from: number[]; to: number[] };
  partners: { from: number[]; to: number[]; startFrom: (number | null)[]; startTo: (number | null)[] };
}

/** Whether the viewer sees person `id`: always, unless a branch limits them ($2: the access, else null). */
const seen = (id: string) => inlined(branchScope(id, { sql: '$2::uuid' }));
const seenEdge = (r: string) => `${seen(`${r}.from_id`)} and ${seen(`${r}.to_id`)}`;
const yearOf = (column: string) => `extract(year from ${column})::int`;

/**
 * $1 the tree, $2 the access a branch limits the viewer to (null: whole tree), $3 the person to start
 * at (null: everyone). Descendants are followed along parent links the viewer sees (union: each
 * person once, so cycles end), then the partners of each.
 */
const PEOPLE_SQL = `with recursive
    start as (select m.id from family_members m where $3::uuid is not null and m.id = $3::uuid and m.tree_id = $1::uuid and ${seen('m.id')}),
    descent(id) as (
      select id from start
      union
      select r.to_id from descent d join family_relationships r on r.from_id = d.id and r.kind = 'parent' and r.tree_id = $1::uuid and ${seenEdge('r')}
    ),
    chosen as (
      select id from descent
      union select r.to_id from descent d join family_relationships r on r.from_id = d.id and r.kind = 'partner' and ${seenEdge('r')}
      union select r.from_id from descent d join family_relationships r on r.to_id = d.id and r.kind = 'partner' and ${seenEdge('r')}
    ),
    people as (
      select m.*, (row_number() over (order by m.id) - 1)::int as ix from family_members m
      where m.tree_id = $1::uuid and ${seen('m.id')} and ($3::uuid is null or m.id in (select id from chosen))
    ),
    links as (
      select r.kind, a.ix as a, b.ix as b, coalesce(r.start_earliest, r.start_date) as start_earliest, coalesce(r.start_latest, r.start_date) as start_latest
      from family_relationships r join people a on a.id = r.from_id join people b on b.id = r.to_id
      where r.tree_id = $1::uuid and r.kind in ('parent', 'partner')
    )
  select (select id from start) as "startId", json_build_object(
    'ids', coalesce(json_agg(o.id), '[]'), 'firstNames', coalesce(json_agg(o.first_name), '[]'), 'lastNames', coalesce(json_agg(o.last_name), '[]'),
    'birthFrom', coalesce(json_agg(${yearOf('o.birth_earliest')}), '[]'), 'birthTo', coalesce(json_agg(${yearOf('o.birth_latest')}), '[]'),
    'deathFrom', coalesce(json_agg(${yearOf('o.death_earliest')}), '[]'), 'deathTo', coalesce(json_agg(${yearOf('o.death_latest')}), '[]'),
    'deathDates', coalesce(json_agg(o.death_date), '[]'), 'birthLatest', coalesce(json_agg(to_char(o.birth_latest, 'YYYY-MM-DD')), '[]'),
    'isAlive', coalesce(json_agg(o.is_alive), '[]'), 'linkedUserIds', coalesce(json_agg(case when o.link_confirmed then o.linked_user_id end), '[]'),
    'parents', (select json_build_object('from', coalesce(json_agg(l.a), '[]'), 'to', coalesce(json_agg(l.b), '[]')) from links l where l.kind = 'parent'),
    'partners', (select json_build_object('from', coalesce(json_agg(l.a), '[]'), 'to', coalesce(json_agg(l.b), '[]'),
      'startFrom', coalesce(json_agg(${yearOf('l.start_earliest')}), '[]'), 'startTo', coalesce(json_agg(${yearOf('l.start_latest')}), '[]')) from links l where l.kind = 'partner')
  ) as people
  from (select * from people order by ix) o`;

/** The people of a tree the viewer sees (or a person's descendants and partners), in columns; `startId` null when `fromId` is not among them. */
export async function animationPeople(em: EntityManager, treeId: string, branchAccess: string | null, fromId: string | null): Promise<{ startId: string | null; people: PeopleRow }> {
  const [row] = await runPrepared<{ startId: string | null; people: PeopleRow }>(em, 'kinfolk_animation_people', PEOPLE_SQL, [treeId, branchAccess, fromId]);
  return row;
}

/** A dated item: its kind and id, its year, its title, and the person it is drawn at. */
export interface ItemRow {
  source: AnimatedItemKind;
  id: string;
  year: number;
  title: string;
  personId: string;
}

/** The sources an animated timeline shows, with every type of story. */
const ITEM_SELECTION = { sources: ['memory', 'story', 'achievement'] as const, storyTypes: ['memory', 'milestone', 'tradition', 'achievement'] };

/**
 * The memories, stories and achievements the viewer may read (the timeline's scans and their policy
 * scopes) that name one of `peopleIds` (the people being drawn, as JSON text), dated within the
 * years, earliest first, at most `limit`; each at the first such person it names.
 */
export async function animationItems(em: EntityManager, v: Viewing, peopleIds: string[], years: { from: number | null; to: number | null }, limit: number): Promise<ItemRow[]> {
  const p = new Params();
  const scans = scansOf(ITEM_SELECTION, p, v);
  const drawn = `select value::uuid as id from jsonb_array_elements_text(${p.ref('people', 'text', JSON.stringify(peopleIds))}::jsonb)`;
  const from = p.ref('from_year', 'int', years.from);
  const to = p.ref('to_year', 'int', years.to);
  const parts = scans.map((scan) => `(${driven(scan, `select '${scan.source}'::text as source, ${scan.id} as id, ${scan.day} as day from ${scan.from} where ${scan.where.join(' and ')}`, p, v)})`);
  const text = `with drawn as materialized (${drawn}),
    found as (
      select t.source, t.id, extract(year from t.day)::int as year,
        case t.source
          when 'memory' then (select min(pt.member_id::text)::uuid from photo_tags pt where pt.memory_id = t.id and pt.member_id in (select id from drawn))
          when 'story' then (select min(st.member_id::text)::uuid from story_tags st where st.story_id = t.id and st.member_id in (select id from drawn))
          when 'achievement' then (select fa.member_id from family_achievements fa where fa.id = t.id and fa.member_id in (select id from drawn))
        end as person_id, t.day
      from (${parts.join('\nunion all ')}) t
      where (${from} is null or t.day >= make_date(${from}, 1, 1)) and (${to} is null or t.day <= make_date(${to}, 12, 31))
    )
    select f.source, f.id, f.year, f.person_id as "personId",
      case f.source
        when 'memory' then (select m.title from memories m where m.id = f.id)
        when 'story' then (select s.title from family_stories s where s.id = f.id)
        when 'achievement' then (select a.title from family_achievements a where a.id = f.id)
      end as title
    from found f where f.person_id is not null
    order by f.day, f.source, f.id limit ${p.ref('limit', 'int', limit)}`;
  return runPrepared<ItemRow>(em, 'kinfolk_animation_items', text, p.values);
}
