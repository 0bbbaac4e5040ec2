import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { dismissUpdate, useUpdate } from '../../offline/updates';

/** Offers the new version once it is ready: reload now, or later (it starts on the next visit). */
export function UpdatePrompt() {
  const { t } = useTranslation('offline');
  const apply = useUpdate();
  return (
    <Snackbar open={apply !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <>
            <Button color="inherit" size="small" onClick={dismissUpdate}>
              {t('later')}
            </Button>
            <Button color="inherit" size="small" variant="outlined" onClick={() => apply?.()}>
              {t('reload')}
            </Button>
          </>
        }
      >
        {t('newVersion')}
      </Alert>
    </Snackbar>
  );
}
