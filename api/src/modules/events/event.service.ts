import type { EntityManager } from '@mikro-orm/postgresql';
import { invalid } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { eventScope, eventScopeParams } from '../../policies/event.policy.ts';
import type { ActivityKind } from '../../generated/graphql.ts';
import type { ServiceContext } from '../service-context.ts';
import type { User } from '../users/user.entity.ts';
import { Event, type EventObjectType } from './event.entity.ts';

export interface NewEvent {
  actor: User | null;
  verb: ActivityKind;
  objectType: EventObjectType;
  objectId?: string | null;
  treeId?: string | null;
  subjectUser?: User | null;
  /** Names as they are now (people, the tree), so the event reads right later. */
  data?: Record<string, string | number | boolean | null>;
}

/** Stages an event; it is saved with the change it records, in the same transaction. */
export function recordEvent(em: EntityManager, event: NewEvent): Event {
  return em.create(Event, {
    actor: event.actor,
    verb: event.verb,
    objectType: event.objectType,
    objectId: event.objectId ?? null,
    tree: event.treeId ?? null,
    subjectUser: event.subjectUser ?? null,
    data: event.data ?? {},
  });
}

/** The newest events the viewer may read (policies/event.policy.ts), with their actors and trees. */
export async function recentEvents(sc: ServiceContext, first: number): Promise<Event[]> {
  const viewer = requireViewer(sc.viewer);
  if (!Number.isInteger(first) || first < 1 || first > 50) {
    throw invalid('first must be between 1 and 50.', { first: 'Must be between 1 and 50' });
  }
  const rows = await sc.em.execute<{ id: string }[]>(
    `select e.id from events e where ${eventScope('e')} order by e.created_at desc, e.id desc limit ?`,
    [...eventScopeParams(viewer.id), first],
  );
  const events = await sc.em.find(Event, { id: { $in: rows.map((r) => r.id) } }, { populate: ['actor', 'tree', 'subjectUser'] });
  const byId = new Map(events.map((e) => [e.id, e]));
  return rows.map((r) => byId.get(r.id)!).filter(Boolean);
}
