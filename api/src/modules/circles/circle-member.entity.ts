import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.ts';
import { Circle } from './circle.entity.ts';

export const CIRCLE_ROLES = ['owner', 'member'] as const;
export type CircleRole = (typeof CIRCLE_ROLES)[number];

/** A user in a circle, and when they last opened it (what they have not seen yet counts from then). */
const CircleMemberSchema = defineEntity({
  name: 'CircleMember',
  tableName: 'circle_members',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    circle: () => p.manyToOne(Circle).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    role: p.string().length(10).$type<CircleRole>(),
    joinedAt: p.datetime().onCreate(() => new Date()),
    lastOpenedAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'circle_members_circle_user_unique', properties: ['circle', 'user'] }],
});

export class CircleMember extends CircleMemberSchema.class {}
CircleMemberSchema.setClass(CircleMember);
