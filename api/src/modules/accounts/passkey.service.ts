import { accountDisabled } from './account.service.ts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { forbidden, invalid, notFound, unauthenticated } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireSession, requireViewer } from '../../policies/authorize.ts';
import { displayName, type User } from '../users/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { isUuid } from '../../input/validation.ts';
import { Passkey } from './passkey.entity.ts';

const RP_NAME = 'Kinfolk';
const CHALLENGE_TTL_MS = 5 * 60_000;
const rpId = (origin: string) => new URL(origin).hostname;

/**
 * A stateless registration challenge: random bytes bound to the user and an expiry, signed with
 * the server's secret, so any app server can check the answer.
 */
function signedChallenge(secret: string, userId: string) {
  const body = `${randomBytes(16).toString('base64url')}.${userId}.${Date.now() + CHALLENGE_TTL_MS}`;
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`; // the library sends it base64url-encoded
}

function challengeIsOurs(secret: string, userId: string, challenge: string) {
  const [nonce, user, expires, mac] = Buffer.from(challenge, 'base64url').toString().split('.');
  if (!mac || user !== userId || Number(expires) < Date.now()) return false;
  const expected = createHmac('sha256', secret).update(`${nonce}.${user}.${expires}`).digest();
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function listPasskeys(sc: ServiceContext) {
  const viewer = requireViewer(sc.viewer);
  return sc.em.find(Passkey, { user: viewer }, { orderBy: { createdAt: 'desc' } });
}

const notWithTokens = () => t('accounts:passkeysNotWithTokens');

/** The options the browser needs to create a passkey for the viewer. */
export async function beginPasskeyRegistration(sc: ServiceContext) {
  const viewer = requireSession(sc, notWithTokens());
  const existing = await sc.em.find(Passkey, { user: viewer });
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpId(sc.origin),
    userName: viewer.email,
    userDisplayName: displayName(viewer),
    userID: new TextEncoder().encode(viewer.id),
    challenge: signedChallenge(sc.config.sessionSecret, viewer.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: (p.transports ?? undefined) as AuthenticatorTransport[] | undefined })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** Checks the browser's answer and keeps the new passkey. */
export async function finishPasskeyRegistration(sc: ServiceContext, response: unknown, name?: string | null) {
  const viewer = requireSession(sc, notWithTokens());
  const label = name?.trim() || t('accounts:passkeyName');
  if (label.length > 100) throw invalid(t('accounts:nameTooLong', { count: 100 }), { name: t('validation:atMostCharacters', { count: 100 }) });
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: (challenge) => challengeIsOurs(sc.config.sessionSecret, viewer.id, challenge),
      expectedOrigin: sc.origin,
      expectedRPID: rpId(sc.origin),
      requireUserVerification: false,
    });
  } catch {
    throw invalid(t('accounts:passkeyNotVerified'), { response: t('accounts:field.notVerified') });
  }
  if (!verified.verified || !verified.registrationInfo) throw invalid(t('accounts:passkeyNotVerified'));
  const { credential } = verified.registrationInfo;
  if (await sc.em.count(Passkey, { credentialId: credential.id })) throw invalid(t('accounts:passkeyAlreadyAdded'));
  const passkey = sc.em.create(Passkey, {
    user: viewer,
    name: label,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? null,
  });
  await sc.em.flush();
  return passkey;
}

export async function removePasskey(sc: ServiceContext, id: string) {
  requireSession(sc, notWithTokens());
  const passkey = isUuid(id) ? await sc.em.findOne(Passkey, { id }) : null;
  if (!passkey) throw notFound('Passkey');
  authorize(sc, 'remove', 'Passkey', passkey);
  sc.em.remove(passkey);
  await sc.em.flush();
  return id;
}

/** Options for signing in with any passkey of this site (discoverable credentials). */
export function passkeySignInOptions(origin: string) {
  return generateAuthenticationOptions({ rpID: rpId(origin), userVerification: 'preferred' });
}

/** The account whose passkey answered the challenge; its counter and last use are updated. */
export async function signInWithPasskey(em: EntityManager, origin: string, response: unknown, expectedChallenge: string): Promise<User> {
  const answer = response as AuthenticationResponseJSON;
  const passkey = typeof answer?.id === 'string' ? await em.findOne(Passkey, { credentialId: answer.id }, { populate: ['user'] }) : null;
  const refused = () => unauthenticated(t('accounts:passkeyUnknown'));
  if (!passkey) throw refused();
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpId(origin),
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: (passkey.transports ?? undefined) as AuthenticatorTransport[] | undefined },
      requireUserVerification: false,
    });
  } catch {
    throw unauthenticated(t('accounts:passkeyNotVerified'));
  }
  if (!result.verified) throw refused();
  passkey.counter = result.authenticationInfo.newCounter;
  passkey.lastUsedAt = new Date();
  await em.flush();
  if (passkey.user.disabledAt) throw forbidden(accountDisabled());
  return passkey.user;
}
