import type { EntityManager } from '@mikro-orm/postgresql';
import { invalid, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { publicName, type User } from '../users/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { isUuid } from '../../input/validation.ts';
import { Invitation } from './invitation.entity.ts';
import { hashToken, looksLikeToken, newSecretToken } from './secret-token.ts';

const LIFETIME_DAYS = 14;

export type InvitationStatus = 'PENDING' | 'ACCEPTED' | 'EXPIRED' | 'REVOKED';

export function invitationStatus(invitation: Invitation, now = new Date()): InvitationStatus {
  if (invitation.acceptedAt) return 'ACCEPTED';
  if (invitation.revokedAt) return 'REVOKED';
  return invitation.expiresAt <= now ? 'EXPIRED' : 'PENDING';
}

/** The link that opens the sign-in page ready to create an account with the invitation. */
export const invitationUrl = (origin: string, token: string) => `${origin}/api/login?invitation=${token}`;

/** Any member may invite; the link is returned once and only its hash is kept. */
export async function createInvitation(sc: ServiceContext, note?: string | null) {
  const viewer = requireViewer(sc.viewer);
  const trimmed = note?.trim() || null;
  if (trimmed && trimmed.length > 200) throw invalid(t('accounts:noteTooLong', { count: 200 }), { note: t('validation:atMostCharacters', { count: 200 }) });
  const { token, hash } = newSecretToken();
  const invitation = sc.em.create(Invitation, {
    createdBy: viewer,
    tokenHash: hash,
    note: trimmed,
    expiresAt: new Date(Date.now() + LIFETIME_DAYS * 86_400_000),
  });
  await sc.em.flush();
  return { invitation, url: invitationUrl(sc.origin, token) };
}

export async function listInvitations(sc: ServiceContext) {
  const viewer = requireViewer(sc.viewer);
  return sc.em.find(Invitation, { createdBy: viewer }, { orderBy: { createdAt: 'desc' }, populate: ['acceptedBy'], limit: 200 });
}

export async function revokeInvitation(sc: ServiceContext, id: string) {
  const invitation = isUuid(id) ? await sc.em.findOne(Invitation, { id }) : null;
  if (!invitation) throw notFound('Invitation');
  authorize(sc, 'revoke', 'Invitation', invitation);
  if (invitationStatus(invitation) !== 'PENDING') throw invalid(t('accounts:revokeOnlyPending'));
  invitation.revokedAt = new Date();
  await sc.em.flush();
  return invitation;
}

/** The invitation behind a token when it can still be used, else null. */
export async function usableInvitation(em: EntityManager, token: string | null | undefined) {
  if (!looksLikeToken(token)) return null;
  const invitation = await em.findOne(Invitation, { tokenHash: hashToken(token) }, { populate: ['createdBy'] });
  return invitation && invitationStatus(invitation) === 'PENDING' ? invitation : null;
}

/** What the person opening an invitation link sees, or null when it cannot be used. */
export async function invitationPreview(sc: ServiceContext, token: string) {
  const invitation = await usableInvitation(sc.em, token);
  if (!invitation) return null;
  return { inviterName: publicName(invitation.createdBy), note: invitation.note ?? null, expiresAt: invitation.expiresAt };
}

/** Marks an invitation used by the new account (inside the account's transaction). */
export function acceptInvitation(invitation: Invitation, user: User) {
  invitation.acceptedBy = user;
  invitation.acceptedAt = new Date();
}
