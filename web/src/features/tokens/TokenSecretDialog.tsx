import { Trans, useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ShownOnceDialog } from '../../components/ShownOnceDialog';

interface TokenSecretDialogProps {
  open: boolean;
  token: string;
  name: string;
  onClose: () => void;
  /** After the closing transition: the secret can be forgotten. */
  onClosed: () => void;
}

/** How an API request carries the token: the same in every language. */
const AUTHORIZATION_HEADER = 'Authorization: Bearer <token>';

/** Shows a new token's secret, the only time it is ever shown. */
export function TokenSecretDialog({ open, token, name, onClose, onClosed }: TokenSecretDialogProps) {
  const { t } = useTranslation('tokens');
  return (
    <ShownOnceDialog
      open={open}
      title={t('secretDialog.title', { name })}
      what="token"
      value={token}
      after={
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          <Trans
            t={t}
            i18nKey="secretDialog.header"
            values={{ header: AUTHORIZATION_HEADER }}
            components={{ code: <Box component="code" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }} /> }}
          />
        </Typography>
      }
      onClose={onClose}
      onClosed={onClosed}
    />
  );
}
