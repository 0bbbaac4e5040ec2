import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { clearableText, oneOfWords, recordId, says, text } from '../../input/validation.ts';
import { RECIPIENT_KINDS } from './time-capsule.entity.ts';

/** How many relatives one capsule may name. */
export const MAX_RECIPIENTS = 200;
/** How many photos, videos and recordings one capsule may hold. */
export const MAX_ATTACHMENTS = 20;
/** The earliest a capsule may open: a minute after it is saved or sealed. */
export const EARLIEST_MS = 60_000;
/** The latest a capsule may open: a hundred years ahead. */
export const LATEST_YEARS = 100;

const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/** The latest moment a capsule may open, from `now`. */
export const latestOpening = (now: Date) => {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + LATEST_YEARS);
  return latest;
};

/** Whether a capsule opening at `opensAt` may be saved or sealed at `now`: at least a minute ahead, at most a hundred years. */
export function openingProblem(opensAt: Date, now = new Date()): string | null {
  if (opensAt.getTime() < now.getTime() + EARLIEST_MS) return t('time-capsules:field.opensInFuture');
  if (opensAt.getTime() > latestOpening(now).getTime()) return t('time-capsules:field.opensTooLate', { years: LATEST_YEARS });
  return null;
}

const title = () => text().max(200, says.tooLong(200));
const message = () => clearableText().max(20_000, says.tooLong(20_000));
const kind = () => oneOfWords(RECIPIENT_KINDS);
const recipientIds = () =>
  yup
    .array(recordId().defined())
    .typeError(says.listOfIds)
    .max(MAX_RECIPIENTS, () => t('time-capsules:field.atMostRecipients', { count: MAX_RECIPIENTS }));
const optionalId = () => recordId().nullable().transform((value: unknown) => (value === '' ? null : value));
const opensAt = () =>
  yup
    .date()
    .typeError(says.date)
    .test('window', function (value) {
      if (!value) return true;
      const problem = openingProblem(value);
      return problem ? this.createError({ message: problem }) : true;
    });
const timeZone = () => text().test('zone', () => t('time-capsules:field.timeZone'), (value) => !value || TIME_ZONES.has(value));

/** A new capsule: a title, whom it is for, when it opens and in which time zone. */
export const newCapsuleRules = yup.object({
  title: title().required(says.required),
  message: message(),
  recipientKind: kind().required(says.required),
  recipientIds: recipientIds().nullable().default([]),
  circleId: optionalId(),
  treeId: optionalId(),
  opensAt: opensAt().required(says.required),
  timeZone: timeZone().required(says.required),
});

/** Changes to a draft: only what is sent. */
export const capsuleChangesRules = yup.object({
  title: title().optional().nonNullable(says.required).min(1, says.required),
  message: message(),
  recipientKind: kind().optional().nonNullable(says.required),
  recipientIds: recipientIds().optional().nonNullable(says.required),
  circleId: optionalId(),
  treeId: optionalId(),
  opensAt: opensAt().optional().nonNullable(says.required),
  timeZone: timeZone().optional().nonNullable(says.required),
});

/** A moment in a cursor, to the microsecond as the database keeps it, that is a real one. */
const MOMENT = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
function realMoment(cursor: string | null | undefined): boolean {
  if (!cursor) return true;
  const moment = cursor.split('|').find((part) => part.includes('T')) ?? '';
  const at = new Date(moment);
  // 30 February is read by Date as 2 March, never by the database: the day must stay what it was.
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 19) === moment.slice(0, 19);
}

/** A page of a list of capsules: how many, and where to continue (the sent list's cursors are "moment|id", the received list's "s|moment|id" or "o|moment|id"). */
const pageOf = (cursor: RegExp) =>
  yup.object({
    first: yup.number().typeError(says.wholeNumber).integer(says.wholeNumber).min(1, says.between(1, 50)).max(50, says.between(1, 50)).required(),
    after: text().nullable().matches(cursor, says.cursor).test('moment', says.cursor, realMoment),
  });
export const sentPageRules = pageOf(new RegExp(`^${MOMENT}\\|${UUID}$`));
export const forMePageRules = pageOf(new RegExp(`^[so]\\|${MOMENT}\\|${UUID}$`));
