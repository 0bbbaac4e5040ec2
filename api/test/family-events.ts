import type { Person } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { must } from './trees.ts';

// Helpers of the family-events tests: the documents they send, events made a few days from now,
// and iCalendar files read back into their properties.

export const EVENT_FIELDS = `id title eventType startsAt endsAt timeZone allDay location address description isPrivate cancelledAt
  organizer { id } invitees { user { id } response respondedAt } rsvpCounts { going maybe notGoing noAnswer } viewerResponse
  viewerCan { update cancel invite rsvp } icsUrl createdAt photos { id }`;
export const CREATE_EVENT = `mutation($input: CreateFamilyEventInput!) { createFamilyEvent(input: $input) { ${EVENT_FIELDS} } }`;
export const UPDATE_EVENT = `mutation($id: ID!, $input: UpdateFamilyEventInput!) { updateFamilyEvent(id: $id, input: $input) { ${EVENT_FIELDS} } }`;
export const CANCEL_EVENT = `mutation($id: ID!) { cancelFamilyEvent(id: $id) { ${EVENT_FIELDS} } }`;
export const INVITE = `mutation($id: ID!, $input: InviteToFamilyEventInput!) { inviteToFamilyEvent(id: $id, input: $input) { ${EVENT_FIELDS} } }`;
export const RSVP = `mutation($id: ID!, $response: RsvpResponse!) { rsvpFamilyEvent(id: $id, response: $response) { ${EVENT_FIELDS} } }`;
export const EVENT = `query($id: ID!) { familyEvent(id: $id) { ${EVENT_FIELDS} } }`;
export const EVENTS = `query($when: FamilyEventWhen, $after: String, $first: Int) { familyEvents(when: $when, after: $after, first: $first) { nodes { id title } endCursor hasMore } }`;

export interface EventData {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  cancelledAt: string | null;
  invitees: { user: { id: string }; response: string | null }[];
  rsvpCounts: { going: number; maybe: number; notGoing: number; noAnswer: number };
  viewerResponse: string | null;
  viewerCan: { update: boolean; cancel: boolean; invite: boolean; rsvp: boolean };
  photos: { id: string }[];
  [field: string]: unknown;
}

/** An instant `days` from now (negative: ago), at the whole hour. */
export const inDays = (days: number, hours = 0) => {
  const at = new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
};

/** Creates an event organized by `person` (a picnic in Madrid in ten days, unless told otherwise). */
export async function createEvent(person: Person, input: Record<string, unknown> = {}): Promise<EventData> {
  const data = await must<{ createFamilyEvent: EventData }>(person.client, CREATE_EVENT, {
    input: { title: 'Summer picnic', startsAt: inDays(10), timeZone: 'Europe/Madrid', ...input },
  });
  return data.createFamilyEvent;
}

/** Invites users to an event (the organizer's call, which must succeed). */
export async function invite(organizer: Person, eventId: string, input: Record<string, unknown>): Promise<EventData> {
  return (await must<{ inviteToFamilyEvent: EventData }>(organizer.client, INVITE, { id: eventId, input })).inviteToFamilyEvent;
}

/** The notifications stored for a user about an object, oldest first. */
export async function notificationsOf(app: TestApp, userId: string, objectId: string) {
  return app.orm.em.fork().execute<{ kind: string; message: string; link: string; actor_id: string | null }[]>(
    'select kind, message, link, actor_id from notifications where user_id = ? and object_id = ? order by created_at, id',
    [userId, objectId],
  );
}

/** Who has notifications about an object (user ids, sorted, once each). */
export async function notifiedAbout(app: TestApp, objectId: string, kind: string): Promise<string[]> {
  const rows = await app.orm.em.fork().execute<{ user_id: string }[]>('select distinct user_id from notifications where object_id = ? and kind = ?', [objectId, kind]);
  return rows.map((r) => r.user_id).sort();
}

/** A property of an iCalendar component: its parameters (TZID …) and value. */
export interface IcsProperty {
  params: Record<string, string>;
  value: string;
}

/** The components of an iCalendar file (VEVENT, VTIMEZONE …), each with its properties by name. */
export function parseIcs(text: string): { type: string; props: Record<string, IcsProperty[]> }[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/).filter(Boolean);
  const stack: { type: string; props: Record<string, IcsProperty[]> }[] = [];
  const done: { type: string; props: Record<string, IcsProperty[]> }[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [head, value] = [line.slice(0, colon), line.slice(colon + 1)];
    const [name, ...params] = head.split(';');
    if (name === 'BEGIN') stack.push({ type: value, props: {} });
    else if (name === 'END') done.push(stack.pop()!);
    else (stack[stack.length - 1].props[name] ??= []).push({ value, params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])) });
  }
  return done;
}

/** The VEVENTs of an iCalendar file, each as its first value of every property. */
export const icsEvents = (text: string) => parseIcs(text).filter((c) => c.type === 'VEVENT').map((c) => c.props);
