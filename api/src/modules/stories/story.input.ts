import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { clearableText, flag, recordId, says, text } from '../../input/validation.ts';
import { STORY_TYPES } from './story.entity.ts';

/** The most people one story may tag, and memories it may carry. */
export const MAX_TAGGED = 50;
export const MAX_ATTACHED = 20;

// Text is trimmed first, so a title or story of spaces alone is missing, not written.
const title = () => text().required(says.required).max(200, says.tooLong(200));
const content = () => text().required(says.required).max(20_000, says.tooLong(20_000));
const storyType = () => text().oneOf(STORY_TYPES, says.enumValue);
const eventDate = () =>
  clearableText()
    .matches(/^\d{4}-\d{2}-\d{2}$/, says.date)
    .test('real-date', says.date, (value) => !value || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value);
// A form with no circle chosen sends an empty one: that is no circle.
const circleId = () => recordId().nullable().transform((value: unknown) => (value === '' ? null : value));
const ids = (max: number, tooMany: () => string) => yup.array(recordId().defined()).typeError(says.listOfIds).max(max, tooMany);
const atMostPeople = () => t('stories:field.atMostPeople', { count: MAX_TAGGED });
const atMostMemories = () => t('stories:field.atMostMemories', { count: MAX_ATTACHED });

/** A new story, from GraphQL or REST alike; the service checks the circle, people and memories. */
export const newStoryRules = yup.object({
  title: title(),
  content: content(),
  storyType: storyType().transform((value: unknown) => value ?? 'memory').default('memory'),
  eventDate: eventDate(),
  isPublic: flag().nullable().default(true).transform((value: unknown) => value ?? true),
  circleId: circleId(),
  taggedMemberIds: ids(MAX_TAGGED, atMostPeople).nullable().default([]),
  memoryIds: ids(MAX_ATTACHED, atMostMemories).nullable().default([]),
});

/** Changes to a story: only what is sent (a null date or circle removes it). */
export const storyChangesRules = yup.object({
  title: title().optional().nonNullable(says.required),
  content: content().optional().nonNullable(says.required),
  storyType: storyType().optional().nonNullable(says.required),
  eventDate: eventDate(),
  isPublic: flag().optional().nonNullable(says.required),
  circleId: circleId(),
  taggedMemberIds: ids(MAX_TAGGED, atMostPeople).optional().nonNullable(says.required),
  memoryIds: ids(MAX_ATTACHED, atMostMemories).optional().nonNullable(says.required),
});

/**
 * A page of stories: at most 50 through GraphQL, where each story brings its people and memories
 * (a page's cost stays under the query budget), 100 for the earlier client's flat REST list.
 */
export const pageRules = (max: 50 | 100) =>
  yup.object({
    first: yup.number().typeError(says.wholeNumber).integer(says.wholeNumber).min(1, says.between(1, max)).max(max, says.between(1, max)).required(),
    after: text().nullable().matches(/^[\d-]+T[\d:.]+Z\|[0-9a-f-]{36}$/, says.cursor),
  });
