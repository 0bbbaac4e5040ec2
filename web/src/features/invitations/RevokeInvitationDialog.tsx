import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { InvitationFieldsFragment } from '../../gql/graphql';

interface RevokeInvitationDialogProps {
  invitation: InvitationFieldsFragment | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function RevokeInvitationDialog({ invitation, busy, onCancel, onConfirm }: RevokeInvitationDialogProps) {
  const { t } = useTranslation('invitations');
  return (
    <ConfirmDialog
      open={Boolean(invitation)}
      title={invitation?.note ? t('revokeDialog.titleWithNote', { note: invitation.note }) : t('revokeDialog.title')}
      confirmLabel={t('revokeDialog.confirm')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      {t('revokeDialog.text')}
    </ConfirmDialog>
  );
}
