import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { useToast } from '../../../components/toast';
import { messages } from '../../../lib/validation';
import { MISSING_INFORMATION } from '../memoryText';
import { REQUIRED_FIELDS, type UploadMemoryValues } from './uploadMemoryForm';

/** After a submit that left the title, the circle or the file out, says so in the spec's words. */
export function MissingInformationToast() {
  const toast = useToast();
  const { submitCount, isSubmitting, errors } = useFormikContext<UploadMemoryValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (REQUIRED_FIELDS.some((field) => errors[field] === messages.required)) toast({ ...MISSING_INFORMATION, variant: 'error' });
  }, [submitCount, isSubmitting, errors, toast]);
  return null;
}
