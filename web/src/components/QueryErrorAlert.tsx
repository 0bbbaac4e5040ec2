import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A query that failed: what could not be loaded, and a way to ask again. */
export function QueryErrorAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('action.tryAgain')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
