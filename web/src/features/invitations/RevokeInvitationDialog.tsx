import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { InvitationFieldsFragment } from '../../gql/graphql';

interface RevokeInvitationDialogProps {
  invitation: InvitationFieldsFragment | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function RevokeInvitationDialog({ invitation, busy, onCancel, onConfirm }: RevokeInvitationDialogProps) {
  return (
    <ConfirmDialog
      open={Boolean(invitation)}
      title={invitation?.note ? `Revoke the invitation for “${invitation.note}”?` : 'Revoke this invitation?'}
      confirmLabel="Revoke"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      The link stops working straight away, so nobody can create an account with it. You can always send a new one.
    </ConfirmDialog>
  );
}
