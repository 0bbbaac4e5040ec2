import { currentLanguage, i18n, tKey } from '../../lib/i18n';
import type { DnaProvider } from '../../gql/graphql';

const PROVIDER_KEYS: Record<DnaProvider, string> = {
  twenty_three_and_me: tKey('dna:provider.twenty_three_and_me'),
  ancestry: tKey('dna:provider.ancestry'),
  myheritage: tKey('dna:provider.myheritage'),
  ftdna: tKey('dna:provider.ftdna'),
};

/** The company's name as people know it: "23andMe", "AncestryDNA". */
export const providerName = (provider: DnaProvider) => i18n.t(PROVIDER_KEYS[provider]);

/** A number with at most `digits` decimals, as the reader's language writes it. */
export function formatDecimal(value: number, digits = 1): string {
  return new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: digits }).format(value);
}

/** Centimorgans: "1,234.5 cM". */
export const formatCm = (value: number) => i18n.t('dna:figures.cm', { value: formatDecimal(value) });

/** A share (0–1) as a percentage: "62 %", "<1 %" for a share too small to round up to one. */
export function formatShare(share: number): string {
  if (share > 0 && share < 0.005) return i18n.t('dna:figures.belowOnePercent');
  return new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A position on a chromosome in megabases: "12.3 Mb". */
export const formatMb = (bp: number) => i18n.t('dna:figures.mb', { value: formatDecimal(bp / 1_000_000) });
