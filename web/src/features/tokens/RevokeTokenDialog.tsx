import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface RevokeTokenDialogProps {
  token: { name: string; prefix: string } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function RevokeTokenDialog({ token, busy, onCancel, onConfirm }: RevokeTokenDialogProps) {
  const { t } = useTranslation('tokens');
  return (
    <ConfirmDialog
      open={Boolean(token)}
      title={t('revokeDialog.title', { name: token?.name ?? '' })}
      confirmLabel={t('revokeDialog.confirm')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      <Trans t={t} i18nKey="revokeDialog.text" values={{ prefix: token?.prefix ?? '' }} components={{ code: <code /> }} />
    </ConfirmDialog>
  );
}
