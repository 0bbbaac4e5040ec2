import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { OnboardingValues } from './onboardingForm';

interface OnboardingActionsProps {
  isFirst: boolean;
  isLast: boolean;
  onPrevious: () => void;
}

/**
 * Previous, and the form's submit button: Next, or Complete Setup on the last step. Next submits
 * too, so that Enter in a field moves on as it does.
 */
export function OnboardingActions({ isFirst, isLast, onPrevious }: OnboardingActionsProps) {
  const { t } = useTranslation('onboarding');
  const { isSubmitting } = useFormikContext<OnboardingValues>();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4, gap: 2 }}>
      <Button variant="text" color="inherit" disabled={isFirst || isSubmitting} onClick={onPrevious}>
        {t('actions.previous')}
      </Button>
      {isLast ? (
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('actions.complete')}
        </Button>
      ) : (
        <Button type="submit" variant="contained">
          {t('actions.next')}
        </Button>
      )}
    </Box>
  );
}
