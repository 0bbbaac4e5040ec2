import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.ts';
import { Circle } from './circle.entity.ts';

/** A user asking to join a circle that is not private; gone once the owner answers. */
const CircleJoinRequestSchema = defineEntity({
  name: 'CircleJoinRequest',
  tableName: 'circle_join_requests',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    circle: () => p.manyToOne(Circle).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'circle_join_requests_circle_user_unique', properties: ['circle', 'user'] }],
});

export class CircleJoinRequest extends CircleJoinRequestSchema.class {}
CircleJoinRequestSchema.setClass(CircleJoinRequest);
