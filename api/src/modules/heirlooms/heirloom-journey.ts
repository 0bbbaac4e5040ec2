import { definitelyBefore, type GenealogyDate } from '../../../../shared/dates/index.ts';
import { t } from '../../i18n.ts';

/** A date as the order check reads it: the span of days it can mean (either end open). */
export type Span = Pick<GenealogyDate, 'earliest' | 'latest'>;

/** One owner of a journey as the check reads it: when it came to them and (an earlier owner) when it left them. */
export interface OwnerDates {
  from: Span | null;
  to: Span | null;
  /** The input field a problem with this owner is told on (`previousOwners[2]`, `currentOwner`, `date`). */
  field: string;
}

/** Where a journey's dates go wrong: the field, and why. */
export interface JourneyProblem {
  field: string;
  message: string;
}

const before = (a: Span | null, b: Span | null) => definitelyBefore(a as GenealogyDate | null, b as GenealogyDate | null);

/**
 * The first place an heirloom's journey is out of order, or null: its dates must follow one another
 * — acquired, then each owner from when it came to them until it left them, the next owner after
 * that. Vague dates are refused only when they surely are out of order ("about 1950" may follow
 * "1951"; "1920" may not follow "1950"), as a death before a birth is; unknown dates are skipped.
 */
export function journeyProblem(acquisition: Span | null, owners: readonly OwnerDates[]): JourneyProblem | null {
  const seen: { date: Span; what: 'acquired' | 'from' | 'to' }[] = acquisition ? [{ date: acquisition, what: 'acquired' }] : [];
  for (const owner of owners) {
    if (owner.from && owner.to && before(owner.to, owner.from)) return { field: owner.field, message: t('heirlooms:journey.endsBeforeItBegins') };
    for (const [date, what] of [[owner.from, 'from'], [owner.to, 'to']] as const) {
      if (!date) continue;
      const earlier = seen.find((s) => before(date, s.date));
      if (earlier) return { field: owner.field, message: earlier.what === 'acquired' ? t('heirlooms:journey.beforeAcquired') : t('heirlooms:journey.outOfOrder') };
      seen.push({ date, what });
    }
  }
  return null;
}
