import type { EntityManager } from '@mikro-orm/postgresql';
import { circleMemberScope } from '../../policies/circle.policy.ts';
import { Circle } from './circle.entity.ts';
import { CircleMember, type CircleRole } from './circle-member.entity.ts';

/** How many are in a circle and, for a viewer in it, its memories and those unread. */
export interface CircleCounts {
  memberCount: number;
  /** Memories in it; 0 for a viewer who is not in it. */
  memoryCount: number;
  /** Memories others added since the viewer last opened it; 0 for a viewer who is not in it. */
  unreadCount: number;
}

/** A circle read for one viewer: their place in it and, when read with them, its counts. */
export interface CircleRow {
  circle: Circle;
  role: CircleRole | null;
  requested: boolean;
  counts?: CircleCounts;
}

type RawRow = Record<string, unknown> & { viewer_role: CircleRole | null; viewer_requested: boolean; member_count?: number; memory_count?: number; unread_count?: number; active_at?: Date | null };

// Memories count only for a viewer in the circle; unread ones are those others added after the
// viewer last opened it (all of them before they ever did). Parameter: the viewer's id, twice.
const COUNTS = `(select count(*) from circle_members x where x.circle_id = c.id)::int as member_count,
    case when vm.id is null then 0 else (select count(*) from memories m where m.circle_id = c.id)::int end as memory_count,
    case when vm.id is null then 0 else (select count(*) from memories m where m.circle_id = c.id
      and m.uploaded_by_id is distinct from ?::uuid and (vm.last_opened_at is null or m.created_at > vm.last_opened_at))::int end as unread_count`;

// The circle, the viewer's role and whether they asked to join. Parameters: the viewer's id, twice.
const SELECT = (columns: string) => `select c.*, vm.role as viewer_role,
    exists (select 1 from circle_join_requests r where r.circle_id = c.id and r.user_id = ?::uuid) as viewer_requested${columns}
  from family_circles c
  left join circle_members vm on vm.circle_id = c.id and vm.user_id = ?::uuid`;

// With the counts and the last activity, for ordering: the newest memory or when the viewer joined,
// whichever is later. Parameters: the viewer's id, three times.
const SELECT_COUNTED = SELECT(`, ${COUNTS},
    greatest(vm.joined_at, (select max(m.created_at) from memories m where m.circle_id = c.id)) as active_at`);

const toRow = (em: EntityManager, { viewer_role, viewer_requested, member_count, memory_count, unread_count, active_at: _activeAt, ...columns }: RawRow): CircleRow => ({
  circle: em.map(Circle, columns),
  role: viewer_role,
  requested: viewer_requested,
  counts: member_count === undefined ? undefined : { memberCount: member_count, memoryCount: memory_count ?? 0, unreadCount: unread_count ?? 0 },
});

async function select(em: EntityManager, viewerId: string, rest: string, params: unknown[]): Promise<CircleRow[]> {
  const rows = await em.execute<RawRow[]>(`${SELECT_COUNTED} ${rest}`, [viewerId, viewerId, viewerId, ...params]);
  return rows.map((row) => toRow(em, row));
}

/** Circles by id as the viewer sees them, without their counts (see circleCounts). */
export async function circleRowsByIds(em: EntityManager, viewerId: string, ids: readonly string[]): Promise<CircleRow[]> {
  if (!ids.length) return [];
  const rows = await em.execute<RawRow[]>(`${SELECT('')} where c.id = any(?::uuid[])`, [viewerId, viewerId, `{${ids.join(',')}}`]);
  return rows.map((row) => toRow(em, row));
}

/** The counts of circles as the viewer sees them, in one statement. */
export async function circleCounts(em: EntityManager, viewerId: string, ids: readonly string[]): Promise<Map<string, CircleCounts>> {
  if (!ids.length) return new Map();
  const rows = await em.execute<(Required<Pick<RawRow, 'member_count' | 'memory_count' | 'unread_count'>> & { id: string })[]>(
    `select c.id, ${COUNTS} from family_circles c left join circle_members vm on vm.circle_id = c.id and vm.user_id = ?::uuid where c.id = any(?::uuid[])`,
    [viewerId, viewerId, `{${ids.join(',')}}`],
  );
  return new Map(rows.map((r) => [r.id, { memberCount: r.member_count, memoryCount: r.memory_count, unreadCount: r.unread_count }]));
}

/** One circle as the viewer sees it, or null when there is none. */
export async function circleRow(em: EntityManager, viewerId: string, circleId: string): Promise<CircleRow | null> {
  const [row] = await select(em, viewerId, 'where c.id = ?::uuid', [circleId]);
  return row ?? null;
}

/** The circles the viewer is in, the most recently active first. */
export async function viewerCircleRows(em: EntityManager, viewerId: string, limit: number): Promise<CircleRow[]> {
  return select(em, viewerId, 'where vm.id is not null order by active_at desc nulls last, c.created_at desc, c.id limit ?', [limit]);
}

/** Circles that are not private, owned by these users, which the viewer is not in: the newest first. */
export async function openCircleRowsOf(em: EntityManager, viewerId: string, ownerIds: string[], limit: number): Promise<CircleRow[]> {
  if (!ownerIds.length) return [];
  return select(em, viewerId, 'where vm.id is null and not c.is_private and c.owner_id = any(?::uuid[]) order by c.created_at desc, c.id limit ?', [
    `{${ownerIds.join(',')}}`,
    limit,
  ]);
}

/** The first `limit` members of each circle (the owner first, then by when they joined), with their users. */
export async function firstMembers(em: EntityManager, circleIds: string[], limit: number): Promise<Map<string, CircleMember[]>> {
  const byCircle = new Map<string, CircleMember[]>(circleIds.map((id) => [id, []]));
  if (!circleIds.length) return byCircle;
  const rows = await em.execute<(Record<string, unknown> & { n: string })[]>(
    `select * from (
       select cm.*, row_number() over (partition by cm.circle_id order by cm.role = 'owner' desc, cm.joined_at, cm.id) as n
       from circle_members cm where cm.circle_id = any(?::uuid[])
     ) ranked where n <= ? order by circle_id, n`,
    [`{${circleIds.join(',')}}`, limit],
  );
  const members = rows.map(({ n: _n, ...columns }) => em.map(CircleMember, columns));
  await em.populate(members, ['user']);
  for (const member of members) byCircle.get(member.circle.id)?.push(member);
  return byCircle;
}

/** Adds users to a circle as members; those already in it are left as they are. */
export async function insertMembers(em: EntityManager, circleId: string, userIds: string[]) {
  if (!userIds.length) return;
  await em.execute(
    `insert into circle_members (id, circle_id, user_id, role, joined_at)
     select gen_random_uuid(), ?::uuid, u, 'member', now() from unnest(?::uuid[]) u
     on conflict (circle_id, user_id) do nothing`,
    [circleId, `{${userIds.join(',')}}`],
  );
}

/** Records a request to join; asking again keeps the first request. */
export async function insertJoinRequest(em: EntityManager, circleId: string, userId: string) {
  await em.execute(
    `insert into circle_join_requests (id, circle_id, user_id, created_at) values (gen_random_uuid(), ?::uuid, ?::uuid, now())
     on conflict (circle_id, user_id) do nothing`,
    [circleId, userId],
  );
}

/** Everyone in a circle, when the reader is in it (circleMemberScope); none otherwise. */
export async function memberIdsSeenBy(em: EntityManager, circleId: string, readerId: string): Promise<string[]> {
  const theirs = circleMemberScope('cm.circle_id', { id: readerId });
  const rows = await em.execute<{ user_id: string }[]>(`select cm.user_id from circle_members cm where cm.circle_id = ?::uuid and ${theirs.text}`, [circleId, ...theirs.params]);
  return rows.map((r) => r.user_id);
}
