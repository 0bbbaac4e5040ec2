import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { forbidden, invalid } from '../../errors.ts';
import { t, type Language } from '../../i18n.ts';
import { authorize } from '../../policies/authorize.ts';
import { recordActivity } from '../activity/index.ts';
import type { Gender } from '../../../../shared/people/index.ts';
import { profileChanged, userStaged } from './user-reactions.ts';
import { stagePhoto, type IncomingFile } from '../files/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { normaliseInterests, onboardingRules, profileRules } from './profile.input.ts';
import { blanksToNull, check, sentFields } from '../../input/validation.ts';
import { User, type PrivacySettings } from './user.entity.ts';

/** Profile fields a client may change; undefined keeps a value, null or blank clears it. */
export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  phone?: string | null;
  address?: string | null;
  bio?: string | null;
  occupation?: string | null;
  relationshipStatus?: string | null;
  hometown?: string | null;
  currentCity?: string | null;
  location?: string | null;
  interests?: readonly string[] | null;
  socialMedia?: unknown;
  privacySettings?: Partial<Record<keyof PrivacySettings, boolean | null>> | null;
  profileImage?: IncomingFile | null;
  removeProfileImage?: boolean | null;
}

export interface OnboardingInput {
  firstName: string;
  lastName: string;
  bio: string;
  location: string;
  dateOfBirth?: string | null;
  gender?: string | null;
  profileImage?: IncomingFile | null;
}

const TEXT_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'phone', 'address', 'bio', 'occupation', 'relationshipStatus', 'hometown', 'currentCity', 'location'] as const;
const PRIVACY_KEYS = ['showEmail', 'showPhone', 'showAddress', 'showBirthday', 'allowFamilyConnections'] as const;

export function findUserById(em: EntityManager, id: string) {
  return em.findOne(User, { id });
}

/**
 * A user read as a raw row of the users table (its columns as stored), as the entity. For another
 * part that reads a user in the same statement as its own rows, so it costs no second round trip:
 * the session store joins the user to the session every signed-in request starts with.
 */
export function userFromRow(em: EntityManager, row: Record<string, unknown>): User {
  return em.map(User, row);
}

/** Changes the viewer's profile; everything is checked first and saved in one transaction. */
export async function updateProfile(sc: ServiceContext, changes: ProfileChanges): Promise<User> {
  const user = authorize(sc, 'update', 'User', sc.viewer as User);
  const { profileImage, removeProfileImage, privacySettings, ...fields } = changes;
  const present: Record<string, unknown> = sentFields(fields);
  if (present.interests) present.interests = normaliseInterests(present.interests as string[]);
  const clean = await check(profileRules, blanksToNull(present));
  const privacy = checkPrivacy(privacySettings);

  for (const key of TEXT_FIELDS) if (key in present) assign(user, key, clean[key] ?? null);
  if ('interests' in present) user.interests = (clean.interests as string[] | null) ?? [];
  if ('socialMedia' in present) user.socialMedia = (clean.socialMedia as Record<string, string> | null) ?? null;
  if (privacy) user.privacySettings = { ...user.privacySettings, ...privacy };

  return savePhotoAndProfile(sc, user, profileImage, removeProfileImage ?? false, () => {
    recordActivity(sc.em, { actor: user, verb: 'profile_updated', objectType: 'user', objectId: user.id });
  });
}

/** Saves the onboarding wizard's fields and marks the viewer as onboarded. */
export async function completeOnboarding(sc: ServiceContext, input: OnboardingInput): Promise<User> {
  const user = authorize(sc, 'update', 'User', sc.viewer as User);
  const { profileImage, ...fields } = input;
  const clean = await check(onboardingRules, blanksToNull(fields));
  user.firstName = clean.firstName;
  user.lastName = clean.lastName;
  user.bio = clean.bio;
  user.location = clean.location;
  if (clean.dateOfBirth) user.dateOfBirth = clean.dateOfBirth;
  if (clean.gender) user.gender = clean.gender as Gender;
  const wasOnboarded = user.isOnboarded;
  user.isOnboarded = true;
  return savePhotoAndProfile(sc, user, profileImage, false, () => {
    if (!wasOnboarded) recordActivity(sc.em, { actor: user, verb: 'onboarded', objectType: 'user', objectId: user.id });
  });
}

/**
 * The user a sign-in provider vouched for: the one with the provider's subject, else the one with
 * the same email — only when the provider verified that email, so nobody takes over an account by
 * claiming its address. Null when the person has no account yet.
 */
export async function findUserForClaims(em: EntityManager, claims: { sub: string; email?: string; emailVerified?: boolean }): Promise<User | null> {
  const bySub = await em.findOne(User, { sub: claims.sub });
  if (bySub) return bySub;
  const email = claims.email?.trim().toLowerCase();
  if (!email || email.length > 254) throw invalid(t('users:noEmailFromProvider'));
  const existing = await em.findOne(User, { email });
  if (!existing) return null;
  if (claims.emailVerified !== true) throw forbidden(t('users:emailNotVerified'));
  existing.sub = claims.sub;
  await em.flush();
  return existing;
}

export const findUserByEmail = (em: EntityManager, email: string) => em.findOne(User, { email: email.trim().toLowerCase() });
export const findUserBySubject = (em: EntityManager, sub: string) => em.findOne(User, { sub });
export const countUsers = (em: EntityManager) => em.count(User, {});

/** Accounts by newest first, optionally those whose name or email contains the text. */
export function searchAccounts(em: EntityManager, search: string | null, limit: number, offset: number) {
  const text = search?.trim();
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = like ? { $or: [{ email: { $ilike: like } }, { firstName: { $ilike: like } }, { lastName: { $ilike: like } }] } : {};
  return em.find(User, where, { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset });
}

/**
 * Stages a new user with the member that stands for them; the caller flushes. The subject defaults
 * to the user's own id (accounts of the built-in provider).
 */
export async function createUser(em: EntityManager, input: { email: string; sub?: string; firstName?: string | null; lastName?: string | null; role: 'admin' | 'member' }): Promise<User> {
  const id = randomUUID();
  const user = em.create(User, {
    id,
    email: input.email.trim().toLowerCase(),
    sub: input.sub ?? id,
    role: input.role,
    firstName: input.firstName?.trim().slice(0, 100) || null,
    lastName: input.lastName?.trim().slice(0, 100) || null,
  });
  recordActivity(em, { actor: user, verb: 'joined', objectType: 'user', objectId: user.id });
  userStaged(em, user);
  return user;
}

async function savePhotoAndProfile(sc: ServiceContext, user: User, photo: IncomingFile | null | undefined, removePhoto: boolean, record: () => void) {
  const staged = await stagePhoto(sc, user, user.profileImage, { file: photo, remove: removePhoto }, 'avatar', 'profileImage');
  user.profileImage = staged.key;
  await profileChanged(sc.em, user);
  record();
  await staged.save();
  return user;
}

function checkPrivacy(settings: ProfileChanges['privacySettings']): Partial<PrivacySettings> | null {
  if (settings == null) return null;
  const result: Partial<PrivacySettings> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (value == null) continue;
    if (!(PRIVACY_KEYS as readonly string[]).includes(key) || typeof value !== 'boolean') {
      throw invalid(t('users:unknownPrivacySetting', { key }), { privacySettings: t('users:unknownSetting', { key }) });
    }
    result[key as keyof PrivacySettings] = value;
  }
  return result;
}

function assign(user: User, key: (typeof TEXT_FIELDS)[number], value: unknown) {
  (user as unknown as Record<string, unknown>)[key] = value;
}

/** Users by id, in no particular order (ids that do not exist are left out). */
export function findUsersByIds(em: EntityManager, ids: string[]) {
  return em.find(User, { id: { $in: ids } });
}

/** Chooses the language of the viewer's texts; null follows their browser's. */
export async function setMyLanguage(sc: ServiceContext, language: Language | null): Promise<User> {
  const user = authorize(sc, 'update', 'User', sc.viewer as User);
  user.language = language;
  await sc.em.flush();
  return user;
}

/** Keeps the language of the browser a user last came from, for what is written for them elsewhere (notifications, e-mails). */
export async function rememberBrowserLanguage(em: EntityManager, userId: string, language: Language): Promise<void> {
  await em.execute('update users set browser_language = ? where id = ?', [language, userId]);
}

/** The first administrator: the one who set the server up (none on a server without one). */
export function firstAdministrator(em: EntityManager) {
  return em.findOne(User, { role: 'admin' }, { orderBy: { createdAt: 'asc' } });
}
