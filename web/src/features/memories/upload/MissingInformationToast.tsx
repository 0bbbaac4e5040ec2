import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { useToast } from '../../../components/toast';
import { missingInformation } from '../memoryText';
import { REQUIRED_FIELDS, type UploadMemoryValues } from './uploadMemoryForm';

/** Whether a required field was left out (a title of spaces counts as none). */
const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/** After a submit that left the title, the circle or the file out, says so in the spec's words. */
export function MissingInformationToast() {
  const toast = useToast();
  const { submitCount, isSubmitting, errors, values } = useFormikContext<UploadMemoryValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (REQUIRED_FIELDS.some((field) => errors[field] && isBlank(values[field]))) toast({ ...missingInformation(), variant: 'error' });
  }, [submitCount, isSubmitting, errors, values, toast]);
  return null;
}
