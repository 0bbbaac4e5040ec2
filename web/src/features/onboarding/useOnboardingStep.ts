import { useEffect } from 'react';
import { useLocation, useNavigate, type Location, type To } from 'react-router-dom';
import { steps } from './onboardingForm';

// The step is in the address (?step=2), one history entry per step forward: the browser's Back
// goes to the previous step rather than to the sign-in provider, and a reload stays on the step.

const STEP_PARAM = 'step';

/** What a step's history entry remembers: the step it was reached from with Next. */
interface StepState {
  onboardingStepBefore?: number;
}

/** The current address with step `step` (counted from 0; the first step has no parameter). */
export function withStep(location: Pick<Location, 'pathname' | 'search' | 'hash'>, step: number): To {
  const params = new URLSearchParams(location.search);
  if (step > 0) params.set(STEP_PARAM, String(step + 1));
  else params.delete(STEP_PARAM);
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
}

function stepIn(search: string): number {
  const asked = Number(new URLSearchParams(search).get(STEP_PARAM) ?? 1) - 1;
  return Number.isInteger(asked) && asked >= 0 && asked < steps.length ? asked : 0;
}

/**
 * The step shown: the one in the address, but never past `furthest`, the first step not done yet
 * (a hand-typed address, or a reload after the saved answers were lost, starts where work remains).
 */
export function useOnboardingStep(furthest: number) {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = stepIn(location.search);
  const step = Math.min(asked, furthest);

  useEffect(() => {
    if (step !== asked) void navigate(withStep(location, step), { replace: true });
  }, [step, asked, location, navigate]);

  return {
    step,
    forward: () => void navigate(withStep(location, step + 1), { state: { onboardingStepBefore: step } satisfies StepState }),
    /** Back to the step before: the browser's own Back when that is where this entry came from. */
    back: () => {
      const cameFrom = (location.state as StepState | null)?.onboardingStepBefore;
      if (cameFrom === step - 1) void navigate(-1);
      else void navigate(withStep(location, step - 1), { replace: true });
    },
  };
}
