import { createContext, startTransition, useEffect, useRef, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { useFormikContext } from 'formik';
import { afterNextPaint } from '../lib/afterNextPaint';

/** Whether the form around has been pressed to send, before Formik has started (its buttons show it at once). */
export const FormSending = createContext(false);

/**
 * Formik's `<Form>`, sent after the next paint: the press on the submit button (or Enter) is
 * answered in the next frame — the buttons busy, nothing else drawn again — and once that frame is
 * painted (`afterNextPaint`, in order after any choice taken the same way) Formik's submit starts,
 * as a transition: the form checked and drawn again (every field touched, its messages) in slices
 * the browser can paint between. Formik submits the values last drawn, so the submit waits for the
 * drawing that follows the paint: a choice made just before the press is sent with it. A second
 * press while the form is being sent sends nothing more.
 */
export function FormInTransition({ children, ...props }: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onReset'>) {
  const { submitForm, handleReset } = useFormikContext();
  const sending = useRef(false);
  const [sent, setSent] = useState(false);
  const [requests, setRequests] = useState(0);
  const handled = useRef(0);

  useEffect(() => {
    if (requests === handled.current) return;
    handled.current = requests;
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
