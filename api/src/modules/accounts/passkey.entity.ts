import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';

/** A WebAuthn credential (passkey) a user signs in with. */
const PasskeySchema = defineEntity({
  name: 'Passkey',
  tableName: 'passkeys',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    name: p.string().length(100),
    /** The credential id, base64url, as the authenticator gave it. */
    credentialId: p.string().length(1024).unique(),
    publicKey: p.blob(),
    counter: p.bigint('number').default(0),
    transports: p.json<string[]>().nullable(),
    lastUsedAt: p.datetime().nullable(),
  },
});

export class Passkey extends PasskeySchema.class {}
PasskeySchema.setClass(Passkey);
