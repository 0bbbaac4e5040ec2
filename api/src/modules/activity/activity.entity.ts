import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.ts';
import { Tree } from '../trees/tree.entity.ts';
import type { ActivityKind } from './activity-kinds.ts';

/** What an event is about; it decides who besides the actor may read it (policies/activity.policy.ts). */
export type ActivityObjectType = 'user' | 'token' | 'tree' | 'access' | 'member' | 'relationship' | 'connection' | 'memory' | 'story' | 'family_event' | 'achievement' | 'moment_answer' | 'voice_message' | 'time_capsule' | 'heirloom';

/**
 * Something that happened, recorded in the transaction of the change: who did what to which object,
 * in which tree (or circle). Feeds, notifications and search read these and word them for each reader.
 */
const ActivitySchema = defineEntity({
  name: 'Activity',
  tableName: 'events',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    createdAt: p.datetime().onCreate(() => new Date()),
    actor: () => p.manyToOne(User).nullable().deleteRule('set null'),
    verb: p.string().length(40).$type<ActivityKind>(),
    objectType: p.string().length(20).$type<ActivityObjectType>(),
    objectId: p.uuid().nullable(),
    tree: () => p.manyToOne(Tree).nullable().deleteRule('cascade'),
    /** The circle a memory or story event happened in: its members may read it. */
    circleId: p.uuid().nullable(),
    /** The other user the event concerns (the one invited, connected, linked), who may read it too. */
    subjectUser: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    /** Names as they were, so the event still reads right after its object changes or goes. */
    data: p.json<Record<string, string | number | boolean | null>>(),
    /** Whether the person the event is about has been removed since; worked out by the feed, not stored. */
    objectRemoved: p.boolean().persist(false).nullable(),
  },
  indexes: [
    { name: 'events_tree_time_index', properties: ['tree', 'createdAt'] },
    { name: 'events_actor_time_index', properties: ['actor', 'createdAt'] },
    { name: 'events_subject_time_index', properties: ['subjectUser', 'createdAt'] },
  ],
});

export class Activity extends ActivitySchema.class {}
ActivitySchema.setClass(Activity);
