import { currentLanguage, i18n } from '../../lib/i18n';
import type { HeirloomOwnerFieldsFragment } from '../../gql/graphql';

/** Where the list of heirlooms is. */
export const HEIRLOOMS_PATH = '/heirlooms';

/** Where one heirloom's page is. */
export const heirloomPath = (id: string) => `${HEIRLOOMS_PATH}/${encodeURIComponent(id)}`;

/** An amount in its currency as the reader's language writes money ("€1,200.00", "1200,00 €"); the code itself for one the browser does not know. */
export function formatValue(value: { amount: string; currency: string }): string {
  try {
    return new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency: value.currency }).format(Number(value.amount));
  } catch {
    return `${value.amount} ${value.currency}`;
  }
}

/** When an owner had it: "1952 – 1995", "since 1995", "until 1995"; null when not known; a line saying so when hidden. */
export function ownerPeriod(owner: Pick<HeirloomOwnerFieldsFragment, 'from' | 'to' | 'datesHidden'>, current: boolean): string | null {
  if (owner.datesHidden) return i18n.t('heirlooms:journey.datesHidden');
  const from = owner.from?.text;
  const to = owner.to?.text;
  if (from && to) return i18n.t('heirlooms:journey.between', { from, to });
  if (from) return current ? i18n.t('heirlooms:journey.since', { date: from }) : i18n.t('heirlooms:journey.from', { date: from });
  if (to) return i18n.t('heirlooms:journey.until', { date: to });
  return null;
}

/** The name an owner is shown by: theirs, or a line for someone removed from the tree. */
export const ownerName = (owner: Pick<HeirloomOwnerFieldsFragment, 'member'>) => owner.member?.fullName ?? i18n.t('heirlooms:journey.removed');
