import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/** After a submit that failed validation, moves focus to the first field showing an error. */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    const field = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field?.focus({ preventScroll: true });
  }, [submitCount, isSubmitting, isValid]);
  return null;
}
