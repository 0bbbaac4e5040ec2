import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import { Circle } from '../circles/circle.entity.ts';
import { Tree } from '../trees/tree.entity.ts';

/**
 * Where a capsule is in its life: a draft its creator may change or cancel; sealed (nothing changes
 * any more, its content is read by nobody but its creator until it opens); opened at its open date;
 * or cancelled before sealing.
 */
export const CAPSULE_STATUSES = ['draft', 'sealed', 'opened', 'cancelled'] as const;
export type CapsuleStatus = (typeof CAPSULE_STATUSES)[number];

/** Whom a capsule is for: chosen relatives, the members of a circle, or everyone who reads a tree. */
export const RECIPIENT_KINDS = ['relatives', 'circle', 'tree'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** A letter to the future (spec section 3: time_capsules), opened for its recipients at its open date. */
const TimeCapsuleSchema = defineEntity({
  name: 'TimeCapsule',
  tableName: 'time_capsules',
  properties: {
    ...baseProperties,
    creator: () => p.manyToOne(User).deleteRule('cascade').index(),
    title: p.string().length(200),
    message: p.text().nullable(),
    recipientKind: p.string().length(10).$type<RecipientKind>().default('relatives'),
    /** The circle of a capsule for a circle (its members are the recipients from the sealing on). */
    circle: () => p.manyToOne(Circle).nullable().deleteRule('set null').index(),
    /** The tree of a capsule for "the whole tree" (its readers when it opens are the recipients). */
    tree: () => p.manyToOne(Tree).nullable().deleteRule('set null').index(),
    /** The moment it opens (spec: openDate). */
    openAt: p.datetime(),
    /** The IANA time zone its open date was chosen in, as it is shown. */
    timeZone: p.string().length(64),
    status: p.string().length(10).$type<CapsuleStatus>().default('draft'),
    sealedAt: p.datetime().nullable(),
    openedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'time_capsules_due_index', properties: ['status', 'openAt'] }],
});

export class TimeCapsule extends TimeCapsuleSchema.class {}
TimeCapsuleSchema.setClass(TimeCapsule);
