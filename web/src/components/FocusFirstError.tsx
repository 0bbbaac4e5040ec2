import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/**
 * After a submit that failed validation, moves focus to the first field showing an error — unless
 * the person has moved on to another field while it was being checked (the check can end a few
 * frames after the press): focus is never taken from where they went.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  const focusWhileSent = useRef<Element | null>(null);
  useEffect(() => {
    if (isSubmitting) focusWhileSent.current = document.activeElement;
  }, [isSubmitting]);
  useEffect(() => {
    if (isSubmitting) return;
    const focusSent = focusWhileSent.current;
    focusWhileSent.current = null;
    if (isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    // Focus dropped to the page (the busy button was disabled under it) is not a move.
    const now = document.activeElement;
    if (focusSent && now !== focusSent && now !== document.body) return;
    const field = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field?.focus({ preventScroll: true });
  }, [submitCount, isSubmitting, isValid]);
  return null;
}
