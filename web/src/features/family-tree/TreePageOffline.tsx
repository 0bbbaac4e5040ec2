import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';

/**
 * Whether a request got no answer from Kinfolk at all: the browser is offline, or the server is down
 * behind its proxy. An answer that says no (an error from the API) is not this.
 */
export function wasUnreachable(error: unknown): boolean {
  if (!(error instanceof Error) || CombinedGraphQLErrors.is(error) || ServerParseError.is(error)) return false;
  return !ServerError.is(error) || [502, 503, 504].includes(error.statusCode);
}

/** The tree screen when Kinfolk cannot be reached: its title and one message with a way to try again. */
export function TreePageOffline({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('familyTree');
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('page.title')}
      </Typography>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshRoundedIcon />} onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        <AlertTitle>{t('offline.title')}</AlertTitle>
        {t('offline.text')}
      </Alert>
    </Stack>
  );
}
