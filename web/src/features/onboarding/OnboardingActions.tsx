import { useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { steps, type OnboardingValues } from './onboardingForm';

interface OnboardingActionsProps {
  activeStep: number;
  onStepChange: (step: number) => void;
}

/** Previous / Next, and Complete Setup on the last step. Next moves on only when the step is valid. */
export function OnboardingActions({ activeStep, onStepChange }: OnboardingActionsProps) {
  const { validateForm, setTouched, touched, isSubmitting } = useFormikContext<OnboardingValues>();
  const isLast = activeStep === steps.length - 1;

  const next = async () => {
    const fields = steps[activeStep].fields;
    const errors = await validateForm();
    if (fields.some((field) => errors[field])) {
      void setTouched({ ...touched, ...Object.fromEntries(fields.map((f) => [f, true])) }, false);
      return;
    }
    onStepChange(activeStep + 1);
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4, gap: 2 }}>
      <Button variant="text" color="inherit" disabled={activeStep === 0 || isSubmitting} onClick={() => onStepChange(activeStep - 1)}>
        Previous
      </Button>
      {isLast ? (
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Complete Setup
        </Button>
      ) : (
        <Button variant="contained" onClick={() => void next()}>
          Next
        </Button>
      )}
    </Box>
  );
}
