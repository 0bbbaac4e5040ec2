import type { FormikErrors, FormikHelpers, FormikTouched } from 'formik';
import { fieldErrorsOf } from '../apollo/errors';

/**
 * Shows the server's message for each field next to that field (the server's names renamed to the
 * form's by `formFieldOf`), and returns the messages about fields the form does not have.
 */
export function showServerFieldErrors<Values>(
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setTouched'>,
  error: unknown,
  formFieldOf: Record<string, string> = {},
  formFields?: ReadonlySet<string>,
): string[] {
  const byField = Object.entries(fieldErrorsOf(error)).map(([name, message]) => [formFieldOf[name] ?? name, message] as const);
  const known = formFields ? byField.filter(([name]) => formFields.has(name)) : byField;
  helpers.setErrors(Object.fromEntries(known) as FormikErrors<Values>);
  void helpers.setTouched(Object.fromEntries(known.map(([name]) => [name, true])) as FormikTouched<Values>, false);
  return byField.filter(([name]) => formFields && !formFields.has(name)).map(([, message]) => message);
}
