import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import { useOffline } from '../../offline/connectivity';

/** Says so while the app works offline: from what it saw last, with changes refused. */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Alert severity="warning" icon={<CloudOffRoundedIcon />} role="status" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      {t('banner')}
    </Alert>
  );
}
