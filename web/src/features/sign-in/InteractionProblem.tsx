import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { SIGN_IN_HREF } from '../../session/authLinks';
import type { InteractionError } from './interaction';

/** Why the last step did not go through; an expired sign-in offers to start again. */
export function InteractionProblem({ problem, restartHref = SIGN_IN_HREF }: { problem: InteractionError | null; restartHref?: string }) {
  const { t } = useTranslation('signIn');
  if (!problem) return null;
  if (problem.expired) {
    return (
      <Alert
        severity="warning"
        role="alert"
        sx={{ mb: 3, alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" href={restartHref} sx={{ whiteSpace: 'nowrap' }}>
            {t('problem.restart')}
          </Button>
        }
      >
        {t('problem.expired')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" sx={{ mb: 3 }}>
      {problem.message}
    </Alert>
  );
}
