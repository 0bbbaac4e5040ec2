import type { EntityManager } from '@mikro-orm/postgresql';
import { Circle } from './circle.entity.ts';
import { CircleMember, type CircleRole } from './circle-member.entity.ts';

/** A circle read for one viewer: their place in it and its counts, all from one statement. */
export interface CircleRow {
  circle: Circle;
  role: CircleRole | null;
  requested: boolean;
  memberCount: number;
  memoryCount: number;
  unreadCount: number;
}

type RawRow = Record<string, unknown> & { viewer_role: CircleRole | null; viewer_requested: boolean; member_count: number; memory_count: number; unread_count: number; active_at: Date | null };

// Memories count only for a viewer in the circle; unread ones are those others added after the
// viewer last opened it (all of them before they ever did). The last activity, for ordering, is the
// newest memory or when the viewer joined, whichever is later. Parameters: the viewer's id, 3 times.
const SELECT = `select c.*, vm.role as viewer_role,
    exists (select 1 from circle_join_requests r where r.circle_id = c.id and r.user_id = ?::uuid) as viewer_requested,
    (select count(*) from circle_members x where x.circle_id = c.id)::int as member_count,
    case when vm.id is null then 0 else (select count(*) from memories m where m.circle_id = c.id)::int end as memory_count,
    case when vm.id is null then 0 else (select count(*) from memories m where m.circle_id = c.id
      and m.uploaded_by_id is distinct from ?::uuid and (vm.last_opened_at is null or m.created_at > vm.last_opened_at))::int end as unread_count,
    greatest(vm.joined_at, (select max(m.created_at) from memories m where m.circle_id = c.id)) as active_at
  from family_circles c
  left join circle_members vm on vm.circle_id = c.id and vm.user_id = ?::uuid`;

async function select(em: EntityManager, viewerId: string, rest: string, params: unknown[]): Promise<CircleRow[]> {
  const rows = await em.execute<RawRow[]>(`${SELECT} ${rest}`, [viewerId, viewerId, viewerId, ...params]);
  return rows.map(({ viewer_role, viewer_requested, member_count, memory_count, unread_count, active_at: _activeAt, ...columns }) => ({
    circle: em.map(Circle, columns),
    role: viewer_role,
    requested: viewer_requested,
    memberCount: member_count,
    memoryCount: memory_count,
    unreadCount: unread_count,
  }));
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
