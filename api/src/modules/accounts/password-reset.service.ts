import { invalid, notFound } from '../../errors.ts';
import { requestLanguage, t, type Language } from '../../i18n.ts';
import { authorize, requireSession } from '../../policies/authorize.ts';
import { sendMail } from '../../mail/mailer.ts';
import { passwordResetMail } from '../../mail/password-reset-mail.ts';
import { recipientLanguage } from '../../mail/recipient-language.ts';
import { endSessionsOf } from '../../sessions/session-table.ts';
import { displayName, findUserByEmail, findUserById, type User } from '../users/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { isUuid } from '../../input/validation.ts';
import { PasswordReset } from './password-reset.entity.ts';
import { hashToken, looksLikeToken, newSecretToken } from './secret-token.ts';
import { checkNewPassword, hashPassword, verifyPassword } from './password.ts';
import { passwordHashOf, setPasswordHash } from './account.service.ts';
import { countSignInAttempt } from './sign-in-limits.ts';
import { log } from '../../log.ts';

const LIFETIME_MS = 60 * 60 * 1000;
const resetUrl = (origin: string, token: string) => `${origin}/reset-password/${token}`;

async function newResetLink(sc: ServiceContext, user: User) {
  const { token, hash } = newSecretToken();
  const reset = sc.em.create(PasswordReset, { user, tokenHash: hash, expiresAt: new Date(Date.now() + LIFETIME_MS) });
  await sc.em.flush();
  return { url: resetUrl(sc.origin, token), expiresAt: reset.expiresAt };
}

/** The administrator makes a one-time link for an account (when mail is not configured, the only way). */
export async function createPasswordResetLink(sc: ServiceContext, userId: string) {
  const admin = requireSession(sc, t('accounts:resetLinksNotWithTokens'));
  authorize(sc, 'administer', 'User', admin);
  const user = isUuid(userId) ? await findUserById(sc.em, userId) : null;
  if (!user) throw notFound('Account');
  return newResetLink(sc, user);
}

/**
 * E-mails a reset link when mail is configured and an account uses the address. Answers at once
 * and the same either way; the work happens after the answer, so its time tells nothing either.
 */
export async function requestPasswordReset(sc: ServiceContext, email: string) {
  if (!sc.config.mail || typeof email !== 'string' || email.length > 254) return true;
  const background = { ...sc, em: sc.em.fork() };
  // The language is read now: the mail is written after the answer, outside this request.
  void mailResetLink(background, email, requestLanguage()).catch((error: Error) => log.error(`A password reset mail could not be sent: ${error.message}`));
  return true;
}

/**
 * The mail is written in the language the account's owner chose, else the one of the browser they
 * last used, else the one of the request that asked for it.
 */
async function mailResetLink(sc: ServiceContext, email: string, asked: Language) {
  const user = await findUserByEmail(sc.em, email);
  if (!user) return;
  const recent = await sc.em.count(PasswordReset, { user, createdAt: { $gt: new Date(Date.now() - 10 * 60_000) } });
  if (recent >= 3) return; // no mail bombing
  const { url } = await newResetLink(sc, user);
  const language = user.language || user.browserLanguage ? recipientLanguage(user) : asked;
  await sendMail(sc.config, passwordResetMail({ to: user.email, name: displayName(user), url, language }));
}

/** Sets a new password with a reset link, once (also when used twice at the same moment); every session of the account ends. */
export async function resetPassword(sc: ServiceContext, token: string, newPassword: string) {
  const expired = t('accounts:resetLinkExpired');
  const reset = looksLikeToken(token) ? await sc.em.findOne(PasswordReset, { tokenHash: hashToken(token) }, { populate: ['user'] }) : null;
  if (!reset || reset.usedAt || reset.expiresAt <= new Date()) throw invalid(expired, { token: expired });
  checkNewPassword(newPassword, 'newPassword', [reset.user.email, reset.user.firstName, reset.user.lastName]);
  const hash = await hashPassword(newPassword);
  await sc.em.transactional(async (tx) => {
    const claimed = await tx.nativeUpdate(PasswordReset, { id: reset.id, usedAt: null, expiresAt: { $gt: new Date() } }, { usedAt: new Date() });
    if (claimed !== 1) throw invalid(expired, { token: expired });
    await setPasswordHash(tx, reset.user.id, hash);
  });
  await endSessionsOf(sc.em, reset.user.id);
  return true;
}

/** Changes (or first sets) the viewer's own password; their other sessions end. */
export async function changePassword(sc: ServiceContext, input: { currentPassword?: string | null; newPassword: string }, keepSession?: string) {
  const viewer = requireSession(sc, t('accounts:passwordsNotWithTokens'));
  const current = await passwordHashOf(sc.em, viewer);
  if (current) {
    // Guesses of the current password with a stolen session count like sign-in attempts.
    const attempt = await countSignInAttempt(sc.em, viewer.email, `password-change:${viewer.id}`);
    if (!input.currentPassword || !(await verifyPassword(input.currentPassword, current))) {
      throw invalid(t('accounts:currentPasswordWrong'), { currentPassword: t('accounts:field.notRight') });
    }
    await attempt.succeeded();
  }
  checkNewPassword(input.newPassword, 'newPassword', [viewer.email, viewer.firstName, viewer.lastName]);
  await setPasswordHash(sc.em, viewer.id, await hashPassword(input.newPassword));
  await sc.em.flush();
  await endSessionsOf(sc.em, viewer.id, keepSession);
  return true;
}
