import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import type { RelationshipType } from '../family/index.ts';

/** Where a request stands, as the schema's ConnectionRequestStatus names it (checked in graphql/schema-enums.ts). */
export const CONNECTION_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type ConnectionRequestStatus = (typeof CONNECTION_REQUEST_STATUSES)[number];

/** A request from one user to another to connect as relatives (spec: connection_requests). */
const ConnectionRequestSchema = defineEntity({
  name: 'ConnectionRequest',
  tableName: 'connection_requests',
  properties: {
    ...baseProperties,
    fromUser: () => p.manyToOne(User).deleteRule('cascade').index(),
    toUser: () => p.manyToOne(User).deleteRule('cascade').index(),
    /** How the sender says the receiver is related to them. */
    relationshipType: p.string().length(20).$type<RelationshipType>(),
    status: p.string().length(20).default('pending').$type<ConnectionRequestStatus>(),
    message: p.string().length(500).nullable(),
    respondedAt: p.datetime().nullable(),
  },
  indexes: [
    {
      name: 'connection_requests_one_pending_per_pair',
      expression:
        'create unique index "connection_requests_one_pending_per_pair" on "connection_requests" (least("from_user_id", "to_user_id"), greatest("from_user_id", "to_user_id")) where "status" = \'pending\'',
    },
  ],
});

export class ConnectionRequest extends ConnectionRequestSchema.class {}
ConnectionRequestSchema.setClass(ConnectionRequest);
