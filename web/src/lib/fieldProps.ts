import { startTransition, type FocusEvent } from 'react';
import type { FormikHandlers, FormikProps } from 'formik';

/** What binds a text field to a Formik value: Formik's handlers stay the same, so a memoised field redraws only when its value or message changes. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: FormikHandlers['handleChange'];
  onBlur: FormikHandlers['handleBlur'];
  error: boolean;
  helperText: string | undefined;
}

type BlurHandler = FormikHandlers['handleBlur'];
const blurHandlers = new WeakMap<BlurHandler, BlurHandler>();

/**
 * Formik's blur handler with the form drawn again as a transition: leaving a field (often by pressing
 * another control, such as the form's submit button) is answered at once, the field's message
 * follows in the next frames. The field is checked at once, as before: a check run later could
 * overwrite what the server said of a field after a submit. One wrapper per form, so memoised
 * fields keep the same handler.
 */
function blurInTransition(handleBlur: BlurHandler): BlurHandler {
  let handler = blurHandlers.get(handleBlur);
  if (!handler) {
    handler = ((event: FocusEvent) => startTransition(() => handleBlur(event))) as BlurHandler;
    blurHandlers.set(handleBlur, handler);
  }
  return handler;
}

/** The props that bind a text field to a Formik value and show its error once touched. */
export function fieldProps<V extends object>(formik: FormikProps<V>, name: keyof V & string): FieldBinding {
  const touched = Boolean((formik.touched as Record<string, unknown>)[name]);
  const error = (formik.errors as Record<string, unknown>)[name];
  const message = touched && typeof error === 'string' ? error : undefined;
  return {
    id: name,
    name,
    value: (formik.values as Record<string, unknown>)[name] as string,
    onChange: formik.handleChange,
    onBlur: blurInTransition(formik.handleBlur),
    error: Boolean(message),
    helperText: message,
  };
}
