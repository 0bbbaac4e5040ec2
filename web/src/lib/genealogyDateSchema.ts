import * as yup from 'yup';
import { parseOptionalDate } from '../../../shared/dates/index.ts';

/**
 * A genealogical date typed as text, read by the same parser as the API; the message is the
 * parser's own sentence (e.g. "February 1900 has only 28 days."). Empty is fine: add `.required()`
 * where a date must be given.
 */
export function genealogyDateSchema() {
  return yup.string().test('genealogy-date', function (text) {
    const reading = parseOptionalDate(text);
    return reading.ok || this.createError({ message: reading.problem });
  });
}
