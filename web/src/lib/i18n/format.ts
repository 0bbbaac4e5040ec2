import { currentLanguage } from './i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A count as the reader's language writes it: "1,234" in English, "1234" / "12.345" in Spanish. */
export function formatNumber(value: number): string {
  const language = currentLanguage();
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(value);
}
