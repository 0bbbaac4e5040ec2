import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';

/** A password kept by the built-in identity provider: only its argon2id hash (PHC string). */
const PasswordCredentialSchema = defineEntity({
  name: 'PasswordCredential',
  tableName: 'password_credentials',
  properties: {
    ...baseProperties,
    user: () => p.oneToOne(User).owner().deleteRule('cascade').unique(),
    hash: p.string().length(200),
  },
});

export class PasswordCredential extends PasswordCredentialSchema.class {}
PasswordCredentialSchema.setClass(PasswordCredential);
