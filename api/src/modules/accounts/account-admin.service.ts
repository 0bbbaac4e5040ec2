import { authorize } from '../../policies/authorize.ts';
import { countUsers, displayName, searchAccounts, type User } from '../users/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { PasswordCredential } from './password-credential.entity.ts';
import { Passkey } from './passkey.entity.ts';
import { canSendMail } from '../../mail/mailer.ts';

/** What the landing and sign-in pages offer on this server. */
export async function signInOptions(sc: ServiceContext) {
  return {
    needsAdministrator: sc.config.builtInProvider !== null && (await countUsers(sc.em)) === 0,
    registration: sc.config.registration === 'open' ? ('OPEN' as const) : ('INVITE' as const),
    builtInAccounts: sc.config.builtInProvider === 'accounts',
    passwordResetByEmail: canSendMail(sc.config),
  };
}

/** Every account, for the administrator. */
export async function listAccounts(sc: ServiceContext, page: { search?: string | null; first: number; offset: number }) {
  authorize(sc, 'administer', 'User', sc.viewer!);
  const users = await searchAccounts(sc.em, page.search ?? null, Math.min(Math.max(page.first, 1), 200), Math.max(page.offset, 0));
  const [credentials, passkeys] = await Promise.all([sc.em.find(PasswordCredential, { user: { $in: users } }), sc.em.find(Passkey, { user: { $in: users } }, { fields: ['user'] })]);
  const withPassword = new Set(credentials.map((c) => c.user.id));
  const passkeyCount = new Map<string, number>();
  for (const passkey of passkeys) passkeyCount.set(passkey.user.id, (passkeyCount.get(passkey.user.id) ?? 0) + 1);
  return users.map((user) => ({ ...accountFields(user), hasPassword: withPassword.has(user.id), passkeyCount: passkeyCount.get(user.id) ?? 0 }));
}

/** An account row as the administrator's list shows it. */
export type AccountRow = ReturnType<typeof accountFields> & { hasPassword: boolean; passkeyCount: number };

const accountFields = (user: User) => ({ id: user.id, displayName: displayName(user), email: user.email, role: user.role, createdAt: user.createdAt });
