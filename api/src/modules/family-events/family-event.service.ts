import { notFound } from '../../errors.ts';
import { can, requireViewer } from '../../policies/authorize.ts';
import { visibleMemories, type MemoryModel } from '../memories/index.ts';
import { requestLoader, type ServiceContext } from '../service-context.ts';
import { findUsersByIds, type User } from '../users/index.ts';
import { check, isUuid } from '../../input/validation.ts';
import { toModel, type FamilyEventModel, type InviteeModel } from './family-event.presenter.ts';
import { eventPage, eventRow, inviteeRows, photoRows, upcomingCount, upcomingRows, type EventRow } from './family-event.repository.ts';
import { countRules, pageRules } from './family-event.input.ts';

/** The cursor of a page's last event: when it starts and its id (the list's order). */
const cursorOf = (event: FamilyEventModel) => `${event.startsAt.toISOString()}|${event.id}`;

/** Users by id, the viewer (who is known) without a statement and the rest in one. */
async function usersOf(sc: ServiceContext, ids: readonly (string | null)[]): Promise<Map<string, User>> {
  const viewer = requireViewer(sc.viewer);
  const others = [...new Set(ids.filter((id): id is string => Boolean(id) && id !== viewer.id))];
  const users = new Map((others.length ? await findUsersByIds(sc.em, others) : []).map((u) => [u.id, u]));
  users.set(viewer.id, viewer);
  return users;
}

/** Models of read rows, their organizers loaded in one statement. */
async function modelsOf(sc: ServiceContext, rows: EventRow[]): Promise<FamilyEventModel[]> {
  const users = await usersOf(sc, rows.map((r) => r.organizer_id));
  return rows.map((row) => toModel(row, row.organizer_id ? (users.get(row.organizer_id) ?? null) : null));
}

/** An event with the viewer's view of it, whether or not they may see it; null when there is none. */
export async function loadFamilyEvent(sc: ServiceContext, id: string): Promise<FamilyEventModel | null> {
  const viewer = requireViewer(sc.viewer);
  const row = isUuid(id) ? await eventRow(sc.em, viewer.id, id) : null;
  return row ? (await modelsOf(sc, [row]))[0] : null;
}

/** An event the viewer may see; NOT_FOUND otherwise, as for one that does not exist. */
export async function getFamilyEvent(sc: ServiceContext, id: string): Promise<FamilyEventModel> {
  const model = await loadFamilyEvent(sc, id);
  if (!model || !can(sc, 'read', 'FamilyEvent', model.view)) throw notFound('Event');
  return model;
}

export interface FamilyEventPageModel {
  nodes: FamilyEventModel[];
  endCursor: string | null;
  hasMore: boolean;
}

/** A page of the events the viewer may see: upcoming soonest first, or past latest first. */
export async function listFamilyEvents(sc: ServiceContext, args: { when?: string | null; after?: string | null; first: number }): Promise<FamilyEventPageModel> {
  const viewer = requireViewer(sc.viewer);
  const { when, after, first } = await check(pageRules, args);
  const [startsAt, id] = after ? after.split('|') : [];
  const rows = await eventPage(sc.em, { viewerId: viewer.id, when: when as 'upcoming' | 'past', after: after ? { startsAt, id } : null, limit: first + 1 });
  const nodes = await modelsOf(sc, rows.slice(0, first));
  const hasMore = rows.length > first;
  return { nodes, endCursor: hasMore ? cursorOf(nodes[nodes.length - 1]) : null, hasMore };
}

/** The next events the viewer organizes or is invited to, on and not over, soonest first. */
export async function upcomingEvents(sc: ServiceContext, first: number): Promise<FamilyEventModel[]> {
  const viewer = requireViewer(sc.viewer);
  await check(countRules(20), { first });
  return modelsOf(sc, await upcomingRows(sc.em, viewer.id, first));
}

/** How many events the viewer organizes or is invited to are on and not over (the dashboard's figure). */
export async function upcomingEventCount(sc: ServiceContext): Promise<number> {
  return upcomingCount(sc.em, requireViewer(sc.viewer).id);
}

/** Who is invited to an event and what they answered: read for every event the request shows at once. */
export async function eventInvitees(sc: ServiceContext, eventId: string): Promise<InviteeModel[]> {
  const loader = requestLoader<string, InviteeModel[]>(sc, 'family-events:invitees', async (ids) => {
    const rows = await inviteeRows(sc.em, ids);
    const users = await usersOf(sc, rows.map((r) => r.user_id));
    const byEvent = new Map<string, InviteeModel[]>(ids.map((id) => [id, []]));
    for (const row of rows) {
      const user = users.get(row.user_id);
      if (user) byEvent.get(row.event_id)?.push({ user, response: row.response, respondedAt: row.responded_at ? new Date(row.responded_at) : null });
    }
    return byEvent;
  });
  return (await loader.load(eventId)) ?? [];
}

/** An event's photos the viewer may see, in their order: read for every event the request shows at once. */
export async function eventPhotos(sc: ServiceContext, eventId: string): Promise<MemoryModel[]> {
  const loader = requestLoader<string, MemoryModel[]>(sc, 'family-events:photos', async (ids) => {
    const rows = await photoRows(sc.em, ids);
    const memories = new Map((await visibleMemories(sc, rows.map((r) => r.memory_id))).map((m) => [m.id, m]));
    const byEvent = new Map<string, MemoryModel[]>(ids.map((id) => [id, []]));
    for (const row of rows) {
      const memory = memories.get(row.memory_id);
      if (memory) byEvent.get(row.event_id)?.push(memory);
    }
    return byEvent;
  });
  return (await loader.load(eventId)) ?? [];
}
