import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { SIGN_IN_HREF } from '../../session/authLinks';
import { usePageAddress } from '../../session/pageAddress';
import { signInFailureMessage } from './signInFailure';

/** Why the last sign-in came back here without signing in, with a way to try again; or that an account was just deleted. */
export function SignInFailureAlert() {
  const { t } = useTranslation('landing');
  const params = new URLSearchParams(usePageAddress().search);
  const message = signInFailureMessage(params.get('sign_in_error'));
  if (params.get('account_deleted') === '1') {
    return (
      <Alert severity="success" role="status" sx={{ mb: { xs: 1, md: 0 }, mt: { xs: 1, md: 2 } }}>
        {t('accountDeleted')}
      </Alert>
    );
  }
  if (!message) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: { xs: 1, md: 0 }, mt: { xs: 1, md: 2 }, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" href={SIGN_IN_HREF} sx={{ whiteSpace: 'nowrap' }}>
          {t('common:action.tryAgain')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
