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
    onBlur: formik.handleBlur,
    error: Boolean(message),
    helperText: message,
  };
}
