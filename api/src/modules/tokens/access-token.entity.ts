import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';

const AccessTokenSchema = defineEntity({
  name: 'AccessToken',
  tableName: 'access_tokens',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    name: p.string().length(100),
    /** The token's first characters, shown to tell tokens apart. */
    prefix: p.string().length(20),
    /** SHA-256 of the secret; the secret itself is never stored. */
    tokenHash: p.string().length(64).unique(),
    lastUsedAt: p.datetime().nullable(),
  },
});

export class AccessToken extends AccessTokenSchema.class {}
AccessTokenSchema.setClass(AccessToken);
