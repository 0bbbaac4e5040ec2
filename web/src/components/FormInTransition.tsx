import { createContext, useRef, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { useFormikContext } from 'formik';
import { afterNextPaint } from '../lib/afterNextPaint';

/** Whether the form around has been pressed to send, before Formik has started (its submit button shows busy at once). */
export const FormSending = createContext(false);

/**
 * Formik's `<Form>`, sent after the next paint: the press on the submit button (or Enter) is
 * answered in the next frame — the button busy, nothing else drawn again — and the form checked and
 * drawn again (every field touched, its messages) in the frames right after, as a transition
 * (`afterNextPaint`). A second press while the form is being sent sends nothing more.
 */
export function FormInTransition({ children, ...props }: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onReset'>) {
  const { submitForm, handleReset } = useFormikContext();
  const sending = useRef(false);
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (sending.current) return;
    sending.current = true;
    setSent(true);
    afterNextPaint(() => {
      const submitted = submitForm();
      // From here Formik's own state says the form is being sent (drawn with this transition).
      setSent(false);
      // Formik reports a failed submit through its state; the promise's rejection is not news here.
      void submitted
        .catch(() => undefined)
        .finally(() => {
          sending.current = false;
        });
    });
  };

  return (
    <form noValidate {...props} onSubmit={submit} onReset={handleReset}>
      <FormSending value={sent}>{children}</FormSending>
    </form>
  );
}
