import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import type { MemoryFieldsFragment, UpdateMemoryInput } from '../../../gql/graphql';
import { API_DATE } from '../../../lib/dates';
import { i18n } from '../../../lib/i18n';
import { messages, optionalText, requiredText } from '../../../lib/validation';
import type { PersonChoice } from '../../../components/people-choices/usePeopleOptions';

/** What is said about a memory, in the upload and edit forms alike. */
export interface MemoryDetailsValues {
  title: string;
  description: string;
  circleId: string;
  eventDate: Dayjs | null;
  taggedPeople: PersonChoice[];
}

export const emptyMemoryDetails = (circleId = ''): MemoryDetailsValues => ({
  title: '',
  description: '',
  circleId,
  eventDate: null,
  taggedPeople: [],
});

export const memoryDetailsRules = {
  title: requiredText(200),
  description: optionalText(5000),
  circleId: yup.string().required(messages.required),
  eventDate: yup
    .mixed<Dayjs>()
    .nullable()
    .test('valid', messages.invalidDate, (value) => !value || value.isValid())
    .test('past', () => i18n.t('memories:form.futureDate'), (value) => !value || !value.isValid() || !value.isAfter(dayjs(), 'day')),
};

/** The fields as the API takes them: trimmed text, the date as YYYY-MM-DD, the people as ids. */
export function toMemoryDetailsInput(values: MemoryDetailsValues) {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    description: description || null,
    circleId: values.circleId,
    eventDate: values.eventDate?.isValid() ? values.eventDate.format(API_DATE) : null,
    taggedMemberIds: values.taggedPeople.map((p) => p.id),
  };
}

/** The edit form filled with the memory as it is. */
export function memoryDetailsOf(memory: MemoryFieldsFragment): MemoryDetailsValues {
  return {
    title: memory.title,
    description: memory.description ?? '',
    circleId: memory.circle.id,
    eventDate: memory.eventDate ? dayjs(memory.eventDate) : null,
    taggedPeople: memory.photoTags.map((t) => ({ id: t.member.id, name: t.member.fullName })),
  };
}

const sameIds = (a: PersonChoice[], b: PersonChoice[]) => a.length === b.length && a.every((p) => b.some((q) => q.id === p.id));

/**
 * Changes to send: an empty description removes it. The tagged people go only when they changed,
 * as the list replaces every tag (and the form lists only the people the viewer sees).
 */
export function toUpdateMemoryInput(values: MemoryDetailsValues, before: MemoryDetailsValues): UpdateMemoryInput {
  const { taggedMemberIds, ...input } = toMemoryDetailsInput(values);
  return {
    ...input,
    description: input.description ?? '',
    ...(sameIds(values.taggedPeople, before.taggedPeople) ? {} : { taggedMemberIds }),
  };
}

/** Server field names that differ from the form's. */
export const formFieldOf: Record<string, string> = { taggedMemberIds: 'taggedPeople' };
