import type { Actor } from './actor.ts';
import type { Invitation } from '../modules/accounts/invitation.entity.ts';

const isSenderOrAdministrator = (actor: Actor, invitation: Invitation) => invitation.createdBy.id === actor.user.id || actor.user.role === 'admin';

export const invitationPolicy = {
  revoke: isSenderOrAdministrator,
} as const;
