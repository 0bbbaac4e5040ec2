import { useMutation } from '@apollo/client/react';
import { CreateInvitationDocument } from './createInvitation';
import { InvitationsDocument } from './invitationsQuery';
import { RevokeInvitationDocument } from './revokeInvitation';

/** Creating and revoking invitations; a new one goes to the top of the cached list. */
export function useInvitationMutations() {
  const [create] = useMutation(CreateInvitationDocument, {
    update(cache, { data }) {
      const created = data?.createInvitation.invitation;
      if (!created) return;
      cache.updateQuery({ query: InvitationsDocument }, (existing) =>
        existing ? { invitations: [created, ...existing.invitations.filter((i) => i.id !== created.id)] } : existing,
      );
    },
  });
  // The revoked invitation comes back with its new status, which the cache applies by id.
  const [revoke, revokeState] = useMutation(RevokeInvitationDocument);
  return { create, revoke, revoking: revokeState.loading };
}
