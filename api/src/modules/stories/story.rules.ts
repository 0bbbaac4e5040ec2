import * as yup from 'yup';
import { clearableText, flag, recordId, text } from '../validation.ts';
import { STORY_TYPES } from './story.entity.ts';

const tooLong = (n: number) => `String must contain at most ${n} character(s)`;

/** The most people one story may tag, and memories it may carry. */
export const MAX_TAGGED = 50;
export const MAX_ATTACHED = 20;

// Text is trimmed first, so a title or story of spaces alone is missing, not written.
const title = () => text().required('Required').max(200, tooLong(200));
const content = () => text().required('Required').max(20_000, tooLong(20_000));
const storyType = () => text().oneOf(STORY_TYPES, 'Invalid enum value');
const eventDate = () =>
  clearableText()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')
    .test('real-date', 'Invalid date', (value) => !value || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value);
// A form with no circle chosen sends an empty one: that is no circle.
const circleId = () => recordId().nullable().transform((value: unknown) => (value === '' ? null : value));
const ids = (max: number, what: string) => yup.array(recordId().defined()).typeError('Must be a list of ids').max(max, `At most ${max} ${what}`);

/** A new story, from GraphQL or REST alike; the service checks the circle, people and memories. */
export const newStoryRules = yup.object({
  title: title(),
  content: content(),
  storyType: storyType().transform((value: unknown) => value ?? 'memory').default('memory'),
  eventDate: eventDate(),
  isPublic: flag().nullable().default(true).transform((value: unknown) => value ?? true),
  circleId: circleId(),
  taggedMemberIds: ids(MAX_TAGGED, 'people').nullable().default([]),
  memoryIds: ids(MAX_ATTACHED, 'memories').nullable().default([]),
});

/** Changes to a story: only what is sent (a null date or circle removes it). */
export const storyChangesRules = yup.object({
  title: title().optional().nonNullable('Required'),
  content: content().optional().nonNullable('Required'),
  storyType: storyType().optional().nonNullable('Required'),
  eventDate: eventDate(),
  isPublic: flag().optional().nonNullable('Required'),
  circleId: circleId(),
  taggedMemberIds: ids(MAX_TAGGED, 'people').optional().nonNullable('Required'),
  memoryIds: ids(MAX_ATTACHED, 'memories').optional().nonNullable('Required'),
});

/**
 * A page of stories: at most 50 through GraphQL, where each story brings its people and memories
 * (a page's cost stays under the query budget), 100 for the earlier client's flat REST list.
 */
export const pageRules = (max: 50 | 100) =>
  yup.object({
    first: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(1, `Must be between 1 and ${max}`).max(max, `Must be between 1 and ${max}`).required(),
    after: text().nullable().matches(/^[\d-]+T[\d:.]+Z\|[0-9a-f-]{36}$/, 'Not a cursor of this list'),
  });
