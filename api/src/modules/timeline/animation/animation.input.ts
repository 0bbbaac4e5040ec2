import * as yup from 'yup';
import { says } from '../../../input/validation.ts';
import { t } from '../../../i18n.ts';

/** The years an item may be asked for: any a family history can hold. */
export const YEAR_MIN = 1;
export const YEAR_MAX = 9999;

const year = () =>
  yup.number().typeError(says.wholeNumber).integer(says.wholeNumber).min(YEAR_MIN, says.between(YEAR_MIN, YEAR_MAX)).max(YEAR_MAX, says.between(YEAR_MIN, YEAR_MAX)).nullable();

/** Which items an animated timeline holds: from a year, up to a year (in that order). */
export const animationRules = yup.object({
  fromYear: year(),
  toYear: year().test('in-order', () => t('animated-timeline:yearsInOrder'), function inOrder(value) {
    const from = this.parent.fromYear as number | null | undefined;
    return value == null || from == null || value >= from;
  }),
});
