import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import type { RelationshipType } from '../family/index.ts';

/**
 * One side of a mutual connection between two users: a connection is stored as two rows, one per
 * user, each saying how the other user is related to that user.
 */
const UserConnectionSchema = defineEntity({
  name: 'UserConnection',
  tableName: 'user_connections',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).deleteRule('cascade'),
    other: () => p.manyToOne(User).deleteRule('cascade').index(),
    relationshipType: p.string().length(20).$type<RelationshipType>(),
  },
  uniques: [{ name: 'user_connections_pair_unique', properties: ['user', 'other'] }],
});

export class UserConnection extends UserConnectionSchema.class {}
UserConnectionSchema.setClass(UserConnection);
