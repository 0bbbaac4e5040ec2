import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import type { MemoryChoice as SharedMemoryChoice } from '../../../components/memory-choices/MemorySquare';
import type { PersonChoice } from '../../../components/people-choices/usePeopleOptions';
import type { CreateStoryInput, StoryFieldsFragment, StoryType, UpdateStoryInput } from '../../../gql/graphql';
import { API_DATE } from '../../../lib/dates';
import { formatNumber, i18n } from '../../../lib/i18n';
import { messages, requiredText } from '../../../lib/validation';
import { STORY_TYPES } from '../storyText';

/** A memory of the viewer's, as the picker shows it. */
export type MemoryChoice = SharedMemoryChoice;

/** The most people a story tags and memories it carries (the server's limits). */
export const PEOPLE_MAX = 50;
export const MEMORIES_MAX = 20;

export interface StoryFormValues {
  title: string;
  content: string;
  storyType: StoryType;
  eventDate: Dayjs | null;
  circleId: string;
  isPublic: boolean;
  taggedPeople: PersonChoice[];
  attachments: MemoryChoice[];
}

export const emptyStory = (): StoryFormValues => ({
  title: '',
  content: '',
  storyType: 'memory',
  eventDate: null,
  circleId: '',
  isPublic: true,
  taggedPeople: [],
  attachments: [],
});

/** The server's rules, checked before asking it. */
export const storySchema = yup.object({
  title: requiredText(200),
  content: requiredText(20_000),
  storyType: yup.string().oneOf(STORY_TYPES.map((t) => t.value), messages.enumValue).required(messages.required),
  eventDate: yup.mixed<Dayjs>().nullable().test('valid', messages.invalidDate, (value) => !value || value.isValid()),
  circleId: yup.string(),
  isPublic: yup.boolean(),
  taggedPeople: yup.array().max(PEOPLE_MAX, () => i18n.t('stories:form.peopleMax', { max: formatNumber(PEOPLE_MAX) })),
  attachments: yup.array().max(MEMORIES_MAX, () => i18n.t('stories:form.memoriesMax', { max: formatNumber(MEMORIES_MAX) })),
});

const dateOf = (value: Dayjs | null) => (value?.isValid() ? value.format(API_DATE) : null);

/** A new story as the API takes it: trimmed text, and only the optional parts that were given. */
export function toCreateStoryInput(values: StoryFormValues): CreateStoryInput {
  const eventDate = dateOf(values.eventDate);
  return {
    title: values.title.trim(),
    content: values.content.trim(),
    storyType: values.storyType,
    isPublic: values.isPublic,
    ...(eventDate ? { eventDate } : {}),
    ...(values.circleId ? { circleId: values.circleId } : {}),
    ...(values.taggedPeople.length ? { taggedMemberIds: values.taggedPeople.map((p) => p.id) } : {}),
    ...(values.attachments.length ? { memoryIds: values.attachments.map((m) => m.id) } : {}),
  };
}

/** The edit form filled with the story as it is. */
export function storyValuesOf(story: StoryFieldsFragment): StoryFormValues {
  return {
    title: story.title,
    content: story.content,
    storyType: story.storyType,
    eventDate: story.eventDate ? dayjs(story.eventDate) : null,
    circleId: story.circle?.id ?? '',
    isPublic: story.isPublic,
    taggedPeople: story.taggedMembers.map((m) => ({ id: m.id, name: m.fullName })),
    attachments: story.attachments.map((m) => ({ id: m.id, title: m.title, thumbnailUrl: m.thumbnailUrl })),
  };
}

const sameIds = (a: { id: string }[], b: { id: string }[]) => a.length === b.length && a.every((x, i) => x.id === b[i].id);

/**
 * Changes to send: a cleared date or circle removes it. The circle, people and memories go only
 * when they changed, as the form shows only what the viewer sees of them (and each list replaces
 * the story's).
 */
export function toUpdateStoryInput(values: StoryFormValues, before: StoryFormValues): UpdateStoryInput {
  return {
    title: values.title.trim(),
    content: values.content.trim(),
    storyType: values.storyType,
    eventDate: dateOf(values.eventDate),
    isPublic: values.isPublic,
    ...(values.circleId === before.circleId ? {} : { circleId: values.circleId || null }),
    ...(sameIds(values.taggedPeople, before.taggedPeople) ? {} : { taggedMemberIds: values.taggedPeople.map((p) => p.id) }),
    ...(sameIds(values.attachments, before.attachments) ? {} : { memoryIds: values.attachments.map((m) => m.id) }),
  };
}

/** Server field names that differ from the form's. */
export const formFieldOf: Record<string, string> = { taggedMemberIds: 'taggedPeople', memoryIds: 'attachments' };
