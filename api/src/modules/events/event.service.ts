import type { EntityManager } from '@mikro-orm/postgresql';
import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { eventScope, eventScopeParams } from '../../policies/event.policy.ts';
import type { ActivityKind } from '../../generated/graphql.ts';
import type { ServiceContext } from '../service-context.ts';
import { says } from '../validation.ts';
import type { User } from '../users/user.entity.ts';
import { Event, type EventObjectType } from './event.entity.ts';

export interface NewEvent {
  actor: User | null;
  verb: ActivityKind;
  objectType: EventObjectType;
  objectId?: string | null;
  treeId?: string | null;
  /** The circle of a memory or story: its members may read the event (policies/event.policy.ts). */
  circleId?: string | null;
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
    circleId: event.circleId ?? null,
    subjectUser: event.subjectUser ?? null,
    data: event.data ?? {},
  });
}

/**
 * Whether the person event `alias` is about was removed from the tree later (or by this event):
 * the removal is itself an event, found among the tree's later ones through events_tree_time_index.
 */
const personRemoved = (alias: string) => `(${alias}.object_type = 'member' and exists (
  select 1 from events removal where removal.tree_id = ${alias}.tree_id and removal.created_at >= ${alias}.created_at
    and removal.verb = 'member_removed' and removal.object_id = ${alias}.object_id))`;

/**
 * The newest events the viewer may read (policies/event.policy.ts), with their actors and trees,
 * each knowing whether its person has been removed since.
 */
export async function recentEvents(sc: ServiceContext, first: number): Promise<Event[]> {
  const viewer = requireViewer(sc.viewer);
  if (!Number.isInteger(first) || first < 1 || first > 50) {
    throw invalid(t('activity:first'), { first: says.between(1, 50)() });
  }
  const rows = await sc.em.execute<{ id: string; removed: boolean }[]>(
    `select e.id, ${personRemoved('e')} as removed from events e where ${eventScope('e')} order by e.created_at desc, e.id desc limit ?`,
    [...eventScopeParams(viewer.id), first],
  );
  const events = await sc.em.find(Event, { id: { $in: rows.map((r) => r.id) } }, { populate: ['actor', 'tree', 'subjectUser'] });
  const byId = new Map(events.map((e) => [e.id, e]));
  return rows.flatMap((r) => {
    const event = byId.get(r.id);
    if (!event) return [];
    event.objectRemoved = r.removed;
    return [event];
  });
}
