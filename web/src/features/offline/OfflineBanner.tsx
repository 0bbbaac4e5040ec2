import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import { useOffline } from '../../offline';

/**
 * Says so while the app works offline (from what it saw last, changes refused), and reads the
 * screen again when the connection is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const offline = useOffline();
  const client = useApolloClient();
  const wasOffline = useRef(offline);

  useEffect(() => {
    if (wasOffline.current && !offline) void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    wasOffline.current = offline;
  }, [offline, client]);

  if (!offline) return null;
  return (
    <Alert severity="warning" icon={<CloudOffRoundedIcon />} role="status" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      {t('banner')}
    </Alert>
  );
}
