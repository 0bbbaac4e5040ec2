import { authorize } from '../../policies/authorize.ts';
import { countUsers, displayName, searchAccounts, type User } from '../users/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { PasswordCredential } from './password-credential.entity.ts';
import { Passkey } from './passkey.entity.ts';
import { canSendMail } from '../../mail/mailer.ts';
import { registrationMode, storeRegistrationMode, type RegistrationMode } from './registration-setting.ts';
import { endSessionsOf } from '../../sessions/session-table.ts';
import { notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { findUserById } from '../users/index.ts';
import { storageUsedBy } from '../files/index.ts';

/** What the landing and sign-in pages offer on this server. */
export async function signInOptions(sc: ServiceContext) {
  return {
    needsAdministrator: sc.config.builtInProvider !== null && (await countUsers(sc.em)) === 0,
    registration: (await registrationMode(sc.em, sc.config)) === 'open' ? ('OPEN' as const) : ('INVITE' as const),
    builtInAccounts: sc.config.builtInProvider === 'accounts',
    passwordResetByEmail: canSendMail(sc.config),
  };
}

/** Every account, for the administrator. */
export async function listAccounts(sc: ServiceContext, page: { search?: string | null; first: number; offset: number }) {
  authorize(sc, 'administer', 'User', sc.viewer!);
  const users = await searchAccounts(sc.em, page.search ?? null, Math.min(Math.max(page.first, 1), 200), Math.max(page.offset, 0));
  return listAccountsByIds(sc, users);
}

/** The administrator's rows of these accounts: sign-in methods and the storage their files use. */
async function listAccountsByIds(sc: ServiceContext, users: User[]) {
  const [credentials, passkeys, storage] = await Promise.all([
    sc.em.find(PasswordCredential, { user: { $in: users } }),
    sc.em.find(Passkey, { user: { $in: users } }, { fields: ['user'] }),
    storageUsedBy(sc.em, users.map((u) => u.id)),
  ]);
  const withPassword = new Set(credentials.map((c) => c.user.id));
  const passkeyCount = new Map<string, number>();
  for (const passkey of passkeys) passkeyCount.set(passkey.user.id, (passkeyCount.get(passkey.user.id) ?? 0) + 1);
  return users.map((user) => ({ ...accountFields(user), hasPassword: withPassword.has(user.id), passkeyCount: passkeyCount.get(user.id) ?? 0, storageBytes: storage.get(user.id) ?? 0 }));
}

/** An account row as the administrator's list shows it. */
export type AccountRow = ReturnType<typeof accountFields> & { hasPassword: boolean; passkeyCount: number; storageBytes: number };

const accountFields = (user: User) => ({ id: user.id, displayName: displayName(user), email: user.email, role: user.role, createdAt: user.createdAt, disabled: user.disabledAt !== null && user.disabledAt !== undefined });

/**
 * Disables an account (it cannot sign in; its sessions end at once and its tokens stop working) or
 * enables it again. The administrator cannot disable their own account.
 */
export async function setAccountDisabled(sc: ServiceContext, userId: string, disabled: boolean) {
  authorize(sc, 'administer', 'User', sc.viewer!);
  const user = await findUserById(sc.em, userId);
  if (!user) throw notFound('Account');
  authorize(sc, 'disable', 'User', user, t('accounts:cannotDisableOwn'));
  user.disabledAt = disabled ? (user.disabledAt ?? new Date()) : null;
  await sc.em.flush();
  if (disabled) await endSessionsOf(sc.em, user.id);
  const [row] = await listAccountsByIds(sc, [user]);
  return row;
}

/** Chooses who may create an account (stored; wins over REGISTRATION). */
export async function setRegistration(sc: ServiceContext, mode: RegistrationMode) {
  authorize(sc, 'administer', 'User', sc.viewer!);
  await storeRegistrationMode(sc.em, mode);
  return signInOptions(sc);
}
