import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import type { ActivityKind } from '../../generated/graphql.ts';

const ActivitySchema = defineEntity({
  name: 'Activity',
  tableName: 'activities',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.string().length(40).$type<ActivityKind>(),
    summary: p.string().length(300),
  },
  indexes: [{ properties: ['user', 'createdAt'] }],
});

export class Activity extends ActivitySchema.class {}
ActivitySchema.setClass(Activity);
