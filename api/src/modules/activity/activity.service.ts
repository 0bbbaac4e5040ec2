import type { EntityManager } from '@mikro-orm/postgresql';
import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { activityScope } from '../../policies/activity.policy.ts';
import type { ActivityKind } from './activity-kinds.ts';
import type { ServiceContext } from '../service-context.ts';
import { says } from '../../input/validation.ts';
import type { User } from '../users/user.entity.ts';
import { Activity, type ActivityObjectType } from './activity.entity.ts';

export interface NewActivity {
  actor: User | null;
  verb: ActivityKind;
  objectType: ActivityObjectType;
  objectId?: string | null;
  treeId?: string | null;
  /** The circle of a memory or story: its members may read the event (policies/activity.policy.ts). */
  circleId?: string | null;
  subjectUser?: User | null;
  /** Names as they are now (people, the tree), so the event reads right later. */
  data?: Record<string, string | number | boolean | null>;
}

/** Stages an event; it is saved with the change it records, in the same transaction. */
export function recordActivity(em: EntityManager, event: NewActivity): Activity {
  return em.create(Activity, {
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

/** Removes the entries about these objects (a capsule cancelled or deleted), in the caller's transaction. */
export async function removeActivityAbout(em: EntityManager, objectType: ActivityObjectType, objectIds: readonly string[]): Promise<void> {
  if (objectIds.length) await em.nativeDelete(Activity, { objectType, objectId: { $in: [...objectIds] } });
}

/**
 * Whether the person event `alias` is about was removed from the tree later (or by this event):
 * the removal is itself an event, found among the tree's later ones through events_tree_time_index.
 */
const personRemoved = (alias: string) => `(${alias}.object_type = 'member' and exists (
  select 1 from events removal where removal.tree_id = ${alias}.tree_id and removal.created_at >= ${alias}.created_at
    and removal.verb = 'member_removed' and removal.object_id = ${alias}.object_id))`;

/**
 * The newest events the viewer may read (policies/activity.policy.ts), with their actors and trees,
 * each knowing whether its person has been removed since.
 */
export async function recentActivity(sc: ServiceContext, first: number): Promise<Activity[]> {
  const viewer = requireViewer(sc.viewer);
  if (!Number.isInteger(first) || first < 1 || first > 50) {
    throw invalid(t('activity:first'), { first: says.between(1, 50)() });
  }
  const readable = activityScope('e', { id: viewer.id });
  const rows = await sc.em.execute<{ id: string; removed: boolean }[]>(
    `select e.id, ${personRemoved('e')} as removed from events e where ${readable.text} order by e.created_at desc, e.id desc limit ?`,
    [...readable.params, first],
  );
  const events = await sc.em.find(Activity, { id: { $in: rows.map((r) => r.id) } }, { populate: ['actor', 'tree', 'subjectUser'] });
  const byId = new Map(events.map((e) => [e.id, e]));
  return rows.flatMap((r) => {
    const event = byId.get(r.id);
    if (!event) return [];
    event.objectRemoved = r.removed;
    return [event];
  });
}
