import type { FormikProps } from 'formik';

/** The props that bind a text field to a Formik value and show its error once touched. */
export function fieldProps<V extends object>(formik: FormikProps<V>, name: keyof V & string) {
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
