import type { User } from '../modules/users/user.entity.ts';
import type { Invitation } from '../modules/accounts/invitation.entity.ts';

const isSenderOrAdministrator = (viewer: User, invitation: Invitation) => invitation.createdBy.id === viewer.id || viewer.role === 'admin';

export const invitationPolicy = {
  revoke: isSenderOrAdministrator,
};
