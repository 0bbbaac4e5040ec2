import * as yup from 'yup';
import { messages } from '../../../lib/validation';
import { emptyMemoryDetails, memoryDetailsRules, toMemoryDetailsInput, type MemoryDetailsValues } from '../form/memoryForm';
import type { UploadMemoryFields } from '../uploadMemoryRequest';

export interface UploadMemoryValues extends MemoryDetailsValues {
  file: File | null;
}

export const initialUploadValues = (circleId = ''): UploadMemoryValues => ({ ...emptyMemoryDetails(circleId), file: null });

export const uploadMemorySchema = yup.object({
  ...memoryDetailsRules,
  file: yup.mixed<File>().nullable().required(messages.required),
});

/** The fields that say what is missing with the spec's "Missing information". */
export const REQUIRED_FIELDS = ['title', 'circleId', 'file'] as const;

/** What is said about the new memory; only what was given. */
export function toUploadFields(values: UploadMemoryValues, durationSeconds: number | null): UploadMemoryFields {
  const { description, eventDate, taggedMemberIds, ...required } = toMemoryDetailsInput(values);
  return {
    ...required,
    ...(description ? { description } : {}),
    ...(eventDate ? { eventDate } : {}),
    ...(taggedMemberIds.length ? { taggedMemberIds } : {}),
    ...(durationSeconds != null ? { durationSeconds } : {}),
  };
}
