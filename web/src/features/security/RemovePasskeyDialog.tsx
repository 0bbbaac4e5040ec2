import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { PasskeyFieldsFragment } from '../../gql/graphql';

interface RemovePasskeyDialogProps {
  passkey: PasskeyFieldsFragment | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function RemovePasskeyDialog({ passkey, busy, onCancel, onConfirm }: RemovePasskeyDialogProps) {
  const { t } = useTranslation('security');
  return (
    <ConfirmDialog
      open={Boolean(passkey)}
      title={t('removeDialog.title', { name: passkey?.name ?? '' })}
      confirmLabel={t('removeDialog.confirm')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      {t('removeDialog.text')}
    </ConfirmDialog>
  );
}
