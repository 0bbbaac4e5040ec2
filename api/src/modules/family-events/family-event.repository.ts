import type { EntityManager } from '@mikro-orm/postgresql';
import { familyEventScope } from '../../policies/family-event.policy.ts';
import type { FamilyEventType } from './family-event.entity.ts';
import type { RsvpResponse } from './family-event-invitation.entity.ts';

/** An event as lists read it: its row, the viewer's place in it and how its invitees answered. */
export interface EventRow {
  id: string;
  created_at: Date;
  updated_at: Date;
  organizer_id: string | null;
  title: string;
  event_type: FamilyEventType;
  starts_at: Date;
  ends_at: Date | null;
  time_zone: string;
  all_day: boolean;
  location: string | null;
  address: string | null;
  description: string | null;
  is_private: boolean;
  cancelled_at: Date | null;
  viewer_invited: boolean;
  viewer_response: RsvpResponse | null;
  organizer_connected: boolean;
  going: number;
  maybe: number;
  not_going: number;
  no_answer: number;
}

/**
 * Whether event `alias` is over: once it ends, or once it starts when no end is said (a whole-day
 * event lasts its day).
 */
export const eventOver = (alias: string) =>
  `coalesce(${alias}.ends_at, case when ${alias}.all_day then ${alias}.starts_at + interval '1 day' else ${alias}.starts_at end) < now()`;

/** The viewer organizes or is invited to event `alias` (one parameter: the viewer). */
const involves = (alias: string) =>
  `(${alias}.organizer_id = ?::uuid or exists (select 1 from family_event_invitations ii where ii.event_id = ${alias}.id and ii.user_id = ?::uuid))`;

// The columns of read events with the viewer's invitation, whether they are one of the organizer's
// connections, and the invitees' answers counted. Parameters: the viewer twice (connection, invitation).
const COLUMNS = `e.id, e.created_at, e.updated_at, e.organizer_id, e.title, e.event_type, e.starts_at, e.ends_at, e.time_zone,
    e.all_day, e.location, e.address, e.description, e.is_private, e.cancelled_at,
    vi.id is not null as viewer_invited, vi.response as viewer_response,
    exists (select 1 from user_connections oc where oc.user_id = e.organizer_id and oc.other_id = ?::uuid) as organizer_connected,
    c.going, c.maybe, c.not_going, c.no_answer`;
const JOINS = `left join family_event_invitations vi on vi.event_id = e.id and vi.user_id = ?::uuid
  cross join lateral (select count(*) filter (where ci.response = 'going')::int as going, count(*) filter (where ci.response = 'maybe')::int as maybe,
    count(*) filter (where ci.response = 'not_going')::int as not_going, count(*) filter (where ci.response is null)::int as no_answer
    from family_event_invitations ci where ci.event_id = e.id) c`;
const columnParams = (viewerId: string) => [viewerId, viewerId];

export interface PageQuery {
  viewerId: string;
  when: 'upcoming' | 'past';
  after?: { startsAt: string; id: string } | null;
  limit: number;
}

/** A page of the events the viewer may see: upcoming soonest first, or past latest first, keyed by (starts_at, id). */
export async function eventPage(em: EntityManager, q: PageQuery): Promise<EventRow[]> {
  const upcoming = q.when === 'upcoming';
  const seen = familyEventScope('e', { id: q.viewerId });
  const where = [seen.text, upcoming ? `not ${eventOver('e')}` : eventOver('e')];
  const params: unknown[] = [...seen.params];
  if (q.after) {
    where.push(`(e.starts_at, e.id) ${upcoming ? '>' : '<'} (?::timestamptz, ?::uuid)`);
    params.push(q.after.startsAt, q.after.id);
  }
  const order = upcoming ? 'e.starts_at, e.id' : 'e.starts_at desc, e.id desc';
  return em.execute<EventRow[]>(
    `with page as (select e.* from family_events e where ${where.join(' and ')} order by ${order} limit ?)
     select ${COLUMNS} from page e ${JOINS} order by ${order}`,
    [...params, q.limit, ...columnParams(q.viewerId)],
  );
}

/** One event as the viewer would see it, whether or not they may (the rules decide). */
export async function eventRow(em: EntityManager, viewerId: string, id: string): Promise<EventRow | null> {
  const [row] = await em.execute<EventRow[]>(`select ${COLUMNS} from family_events e ${JOINS} where e.id = ?::uuid`, [...columnParams(viewerId), id]);
  return row ?? null;
}

/** The next events a user organizes or is invited to that are on and not over, soonest first. */
export async function upcomingRows(em: EntityManager, userId: string, limit: number): Promise<EventRow[]> {
  return em.execute<EventRow[]>(
    `select ${COLUMNS} from family_events e ${JOINS}
     where ${involves('e')} and e.cancelled_at is null and not ${eventOver('e')} order by e.starts_at, e.id limit ?`,
    [...columnParams(userId), userId, userId, limit],
  );
}

/** How many events a user organizes or is invited to that are on and not over. */
export async function upcomingCount(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<{ count: number }[]>(
    `select count(*)::int as count from family_events e where ${involves('e')} and e.cancelled_at is null and not ${eventOver('e')}`,
    [userId, userId],
  );
  return row.count;
}

/** The events of a user's calendar feed: those they organize or are invited to, from a year ago on. */
export async function feedRows(em: EntityManager, userId: string, limit: number): Promise<EventRow[]> {
  return em.execute<EventRow[]>(
    `select ${COLUMNS} from family_events e ${JOINS}
     where ${involves('e')} and e.starts_at >= now() - interval '1 year' order by e.starts_at, e.id limit ?`,
    [...columnParams(userId), userId, userId, limit],
  );
}

export interface InviteeRow {
  event_id: string;
  user_id: string;
  response: RsvpResponse | null;
  responded_at: Date | null;
}

/** The invitations of some events, in the order people were invited. */
export async function inviteeRows(em: EntityManager, eventIds: readonly string[]): Promise<InviteeRow[]> {
  if (!eventIds.length) return [];
  return em.execute<InviteeRow[]>(
    `select i.event_id, i.user_id, i.response, i.responded_at from family_event_invitations i
     where i.event_id = any(?::uuid[]) order by i.invited_at, i.id`,
    [`{${eventIds.join(',')}}`],
  );
}

/** The photos of some events, in their order. */
export async function photoRows(em: EntityManager, eventIds: readonly string[]): Promise<{ event_id: string; memory_id: string }[]> {
  if (!eventIds.length) return [];
  return em.execute(`select event_id, memory_id from family_event_photos where event_id = any(?::uuid[]) order by event_id, position`, [`{${eventIds.join(',')}}`]);
}

/** Replaces an event's photos with these, in this order. */
export async function replacePhotos(em: EntityManager, eventId: string, memoryIds: readonly string[]) {
  await em.execute('delete from family_event_photos where event_id = ?::uuid', [eventId]);
  if (!memoryIds.length) return;
  await em.execute(
    `insert into family_event_photos (event_id, memory_id, position) select ?::uuid, m.id, m.position - 1 from unnest(?::uuid[]) with ordinality as m(id, position)`,
    [eventId, `{${memoryIds.join(',')}}`],
  );
}

/** Invites users to an event; those invited already stay as they are. Answers who is newly invited. */
export async function insertInvitations(em: EntityManager, eventId: string, userIds: readonly string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await em.execute<{ user_id: string }[]>(
    `insert into family_event_invitations (id, event_id, user_id, invited_at)
     select gen_random_uuid(), ?::uuid, u.id, now() from unnest(?::uuid[]) as u(id)
     on conflict (event_id, user_id) do nothing returning user_id`,
    [eventId, `{${userIds.join(',')}}`],
  );
  return rows.map((r) => r.user_id);
}
