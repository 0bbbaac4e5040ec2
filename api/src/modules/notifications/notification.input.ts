import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { oneOfWords, says, text } from '../../input/validation.ts';
import { DIGEST_FREQUENCIES, NOTIFICATION_KINDS } from './notification-kinds.ts';

const { wholeNumber } = says;
const between = says.between(1, 100);

/** A page of notifications: how many (1–100) and where to continue (a cursor this list gave). */
export const pageRules = yup.object({
  first: yup.number().typeError(wholeNumber).integer(wholeNumber).min(1, between).max(100, between).required(),
  after: text().nullable().matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z\|[0-9a-f-]{36}$/, says.cursor),
});

/** Changes to the settings: what is left out (or null) keeps its value. */
export const settingsRules = yup.object({
  enabledKinds: yup.array(oneOfWords(NOTIFICATION_KINDS).defined()).typeError(() => t('notifications:field.listOfKinds')).max(NOTIFICATION_KINDS.length * 2).nullable(),
  digest: oneOfWords(DIGEST_FREQUENCIES).nullable(),
});
