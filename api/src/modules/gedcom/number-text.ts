import { requestLanguage } from '../../i18n.ts';

/** A count inside a sentence: as digits in English ("1000001", as the sentences always wrote it), grouped as the language groups them otherwise. */
export function numberText(n: number): string {
  const language = requestLanguage();
  return language === 'en' ? String(n) : new Intl.NumberFormat(language).format(n);
}
