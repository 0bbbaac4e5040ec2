import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';

/**
 * A family circle: users who share memories. Its owner is also one of its members (a row in
 * circle_members with the role 'owner'), so "is this user in the circle" is one lookup.
 */
const CircleSchema = defineEntity({
  name: 'Circle',
  tableName: 'family_circles',
  properties: {
    ...baseProperties,
    name: p.string().length(100),
    description: p.text().nullable(),
    owner: () => p.manyToOne(User).deleteRule('cascade').index(),
    /** Private: invisible to everyone outside it. Otherwise the owner's connections see it and may ask to join. */
    isPrivate: p.boolean().default(false),
  },
});

export class Circle extends CircleSchema.class {}
CircleSchema.setClass(Circle);
