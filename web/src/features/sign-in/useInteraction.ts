import { useCallback, useState } from 'react';
import { i18n } from '../../lib/i18n';
import { finishStep, InteractionError, type InteractionStep } from './interaction';

/**
 * Runs the steps of one sign-in, keeping the last refusal to show above the form and whether the
 * page is on its way out (the buttons stay busy until the browser leaves).
 */
export function useInteraction(uid: string) {
  const [problem, setProblem] = useState<InteractionError | null>(null);
  const [leaving, setLeaving] = useState(false);

  const attempt = useCallback(async (work: () => Promise<void>) => {
    setProblem(null);
    try {
      await work();
      setLeaving(true);
    } catch (error) {
      setProblem(error instanceof InteractionError ? error : new InteractionError(i18n.t('signIn:problem.failed')));
    }
  }, []);

  const finish = useCallback(
    (step: InteractionStep, body: object) => attempt(() => finishStep(uid, step, body)),
    [attempt, uid],
  );

  return { problem, setProblem, leaving, attempt, finish };
}
