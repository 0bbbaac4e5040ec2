import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden, invalid, unauthenticated } from '../../errors.ts';
import { t, tIn } from '../../i18n.ts';
import type { Config } from '../../config.ts';
import { countUsers, createUser, findUserByEmail, findUserForClaims, type User } from '../users/index.ts';
import { PasswordCredential } from './password-credential.entity.ts';
import { checkNewPassword, DUMMY_HASH, hashPassword, verifyPassword } from './password.ts';
import { countSignInAttempt } from './sign-in-limits.ts';
import { acceptInvitation, usableInvitation } from './invitation.service.ts';
import { newAccountRules } from './account.input.ts';
import { check } from '../../input/validation.ts';
import { registrationMode } from './registration-setting.ts';

/** Serialises account creation, so that exactly one first account becomes the administrator. */
const ACCOUNT_CREATION_LOCK = 7_201_001;

/** Said to someone who may not create an account. The English sentence, for whoever compares it; thrown in the reader's language. */
export const NOT_INVITED = tIn('en', 'accounts:notInvited');

/** Whoever may create an account now: anyone (open registration, or the development sign-in) or invitees. */
const registrationOpen = async (em: EntityManager, config: Config) => config.builtInProvider === 'dev' || (await registrationMode(em, config)) === 'open';

/** What a disabled account is told when it tries to sign in (in the language of the request). */
export const accountDisabled = () => t('accounts:disabled');

export interface NewAccount {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /** The provider's subject; absent for accounts of the built-in provider. */
  sub?: string;
  password?: string;
  invitation?: string | null;
}

/**
 * Creates an account in one transaction: the first one becomes the server's administrator; after
 * that an unused invitation is needed (and used up), unless registration is open.
 */
export async function createAccount(em: EntityManager, config: Config, input: NewAccount): Promise<User> {
  await checkMayRegister(em, config, input.invitation);
  const hash = input.password === undefined ? null : await hashPassword(input.password);
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [ACCOUNT_CREATION_LOCK]);
    const first = (await countUsers(tx)) === 0;
    const open = await registrationOpen(tx, config);
    const invitation = first || open ? null : await usableInvitation(tx, input.invitation);
    if (!first && !open && !invitation) throw forbidden(t('accounts:notInvited'));
    if (await findUserByEmail(tx, input.email)) throw invalid(t('accounts:emailTaken'), { email: t('accounts:field.emailTaken') });
    const user = await createUser(tx, { email: input.email, sub: input.sub, firstName: input.firstName, lastName: input.lastName, role: first ? 'admin' : 'member' });
    if (hash) tx.create(PasswordCredential, { user, hash });
    if (invitation) acceptInvitation(invitation, user);
    return user;
  });
}

/**
 * Refuses early (before any costly check) someone who may not create an account: not the first,
 * registration by invitation, and no usable invitation. The transaction checks again.
 */
async function checkMayRegister(em: EntityManager, config: Config, invitation: string | null | undefined) {
  if ((await registrationOpen(em, config)) || (await countUsers(em)) === 0) return;
  if (!(await usableInvitation(em, invitation))) throw forbidden(t('accounts:notInvited'));
}

/** Registration on the built-in provider's page: checks the fields, then creates the account. */
export async function registerWithPassword(em: EntityManager, config: Config, input: Record<string, unknown>): Promise<User> {
  const invitation = typeof input.invitation === 'string' ? input.invitation : null;
  await checkMayRegister(em, config, invitation);
  const clean = await check(newAccountRules, input);
  checkNewPassword(clean.password, 'password', [clean.email, clean.firstName, clean.lastName]);
  return createAccount(em, config, { ...clean, invitation });
}

/**
 * The account a provider vouched for, created on first sign-in (subject to the registration rules,
 * with the invitation the person came with).
 */
export async function signInWithClaims(
  em: EntityManager,
  config: Config,
  claims: { sub: string; email?: string; emailVerified?: boolean; givenName?: string; familyName?: string },
  invitation?: string | null,
): Promise<User> {
  const existing = await findUserForClaims(em, claims);
  if (existing?.disabledAt) throw forbidden(accountDisabled());
  if (existing) return existing;
  // Else someone could claim another person's address first and be joined by them later.
  if (claims.emailVerified !== true) throw forbidden(t('accounts:emailNotVerified'));
  return createAccount(em, config, { email: claims.email!, sub: claims.sub, firstName: claims.givenName, lastName: claims.familyName, invitation });
}

/**
 * Checks an email and password, counting failures per account and per address; a wrong email and a
 * wrong password answer alike, and take as long.
 */
export async function signInWithPassword(em: EntityManager, input: { email: unknown; password: unknown }, address: string): Promise<User> {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (!email || !password) throw invalid(t('accounts:enterEmailAndPassword'), { email: email ? '' : t('validation:required'), password: password ? '' : t('validation:required') });
  const attempt = await countSignInAttempt(em, email, address);
  const user = await findUserByEmail(em, email);
  const credential = user ? await em.findOne(PasswordCredential, { user }) : null;
  const ok = await verifyPassword(password, credential?.hash ?? DUMMY_HASH);
  if (!user || !credential || !ok) throw unauthenticated(t('accounts:wrongEmailOrPassword'));
  await attempt.succeeded();
  if (user.disabledAt) throw forbidden(accountDisabled());
  return user;
}

/** Whether the user has a password on this server. */
export async function hasPassword(em: EntityManager, user: User) {
  return (await em.count(PasswordCredential, { user })) > 0;
}

/** The user's password hash, or null when they have no password here. */
export async function passwordHashOf(em: EntityManager, user: User) {
  return (await em.findOne(PasswordCredential, { user }))?.hash ?? null;
}

/** Sets a user's password to an already computed hash, inside the caller's transaction. */
export async function setPasswordHash(em: EntityManager, userId: string, hash: string) {
  const credential = await em.findOne(PasswordCredential, { user: userId });
  if (credential) credential.hash = hash;
  else em.create(PasswordCredential, { user: userId, hash });
}

