import { createContext, startTransition, useEffect, useRef, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { useFormikContext } from 'formik';
import { afterNextPaint } from '../lib/afterNextPaint';

/** Whether the form around has been pressed to send, before Formik has started (its buttons show it at once). */
export const FormSending = createContext(false);

/**
 * Formik's `<Form>`, sent after the next paint: the press on the submit button (or Enter) is
 * answered in the next frame — the buttons busy, nothing else drawn again — and the form checked and
 * drawn again (every field touched, its messages) in the frames right after, as a transition
 * (`afterNextPaint`). Formik is asked to submit once that transition is committed, with every
 * change made before the press (a choice taken after the paint too), since Formik's submit reads
 * the values last drawn. A second press while the form is being sent sends nothing more.
 */
export function FormInTransition({ children, ...props }: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onReset'>) {
  const { submitForm, handleReset } = useFormikContext();
  const sending = useRef(false);
  const [sent, setSent] = useState(false);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (!requests) return;
    const done = () => {
      sending.current = false;
    };
    startTransition(() => {
      setSent(false); // from here Formik's own state says the form is being sent
      try {
        // Formik reports a failed submit through its state; the promise's rejection is not news here.
        void submitForm().catch(() => undefined).finally(done);
      } catch {
        done();
      }
    });
  }, [requests, submitForm]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (sending.current) return;
    sending.current = true;
    setSent(true);
    afterNextPaint(() => setRequests((n) => n + 1));
  };

  return (
    <form noValidate {...props} onSubmit={submit} onReset={handleReset}>
      <FormSending value={sent}>{children}</FormSending>
    </form>
  );
}
