import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';

/** A link that lets one person create an account; only the SHA-256 of its token is kept. */
const InvitationSchema = defineEntity({
  name: 'Invitation',
  tableName: 'invitations',
  properties: {
    ...baseProperties,
    createdBy: () => p.manyToOne(User).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    note: p.string().length(200).nullable(),
    expiresAt: p.datetime(),
    acceptedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    acceptedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});

export class Invitation extends InvitationSchema.class {}
InvitationSchema.setClass(Invitation);
