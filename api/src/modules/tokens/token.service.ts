import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { invalid, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireSession, requireViewer } from '../../policies/authorize.ts';
import { recordActivity } from '../activity/index.ts';
import { isUuid } from '../../input/validation.ts';
import type { ServiceContext } from '../service-context.ts';
import type { User } from '../users/user.entity.ts';
import { AccessToken } from './access-token.entity.ts';

const PREFIX = 'kf_';
const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function listAccessTokens(sc: ServiceContext) {
  const viewer = requireViewer(sc.viewer);
  return sc.em.find(AccessToken, { user: viewer }, { orderBy: { createdAt: 'desc' } });
}

/** Creates a token; the secret is returned once and only its hash is kept. */
export async function createAccessToken(sc: ServiceContext, name: string) {
  // A leaked token must not be able to mint others that outlive its revocation.
  const viewer = requireSession(sc, t('tokens:notWithTokens'));
  const trimmed = name.trim();
  if (!trimmed) throw invalid(t('tokens:nameRequired'), { name: t('validation:required') });
  if (trimmed.length > 100) throw invalid(t('tokens:nameTooLong'), { name: t('validation:tooLong', { count: 100 }) });
  const secret = PREFIX + randomBytes(30).toString('base64url');
  const accessToken = sc.em.create(AccessToken, { user: viewer, name: trimmed, prefix: secret.slice(0, 10), tokenHash: hash(secret) });
  recordActivity(sc.em, { actor: viewer, verb: 'token_created', objectType: 'token', objectId: null, data: { name: trimmed } });
  await sc.em.flush();
  return { token: secret, accessToken };
}

export async function revokeAccessToken(sc: ServiceContext, id: string) {
  const token = await sc.em.findOne(AccessToken, { id: isUuid(id) ? id : '00000000-0000-0000-0000-000000000000' });
  if (!token) throw notFound('Access token');
  const viewer = authorize(sc, 'revoke', 'AccessToken', token);
  sc.em.remove(token);
  recordActivity(sc.em, { actor: viewer, verb: 'token_revoked', objectType: 'token', objectId: token.id, data: { name: token.name } });
  await sc.em.flush();
  return token;
}

/** The user a bearer token belongs to, or null for an unknown token. */
export async function userForToken(em: EntityManager, secret: string): Promise<User | null> {
  if (!secret.startsWith(PREFIX)) return null;
  const token = await em.findOne(AccessToken, { tokenHash: hash(secret) }, { populate: ['user'] });
  if (!token) return null;
  const now = new Date();
  // Recording every use would write on every request; a minute's precision is enough.
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > 60_000) {
    token.lastUsedAt = now;
    await em.flush();
  }
  return token.user;
}
