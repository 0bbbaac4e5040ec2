import * as yup from 'yup';
import { oneOfWords, text } from '../validation.ts';
import { DIGEST_FREQUENCIES, NOTIFICATION_KINDS } from './notification-kinds.ts';

/** A page of notifications: how many (1–100) and where to continue (a cursor this list gave). */
export const pageRules = yup.object({
  first: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(1, 'Must be between 1 and 100').max(100, 'Must be between 1 and 100').required(),
  after: text().nullable().matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z\|[0-9a-f-]{36}$/, 'Not a cursor of this list'),
});

/** Changes to the settings: what is left out (or null) keeps its value. */
export const settingsRules = yup.object({
  enabledKinds: yup.array(oneOfWords(NOTIFICATION_KINDS).defined()).typeError('Must be a list of kinds').max(NOTIFICATION_KINDS.length * 2).nullable(),
  digest: oneOfWords(DIGEST_FREQUENCIES).nullable(),
});
