import dayjs from 'dayjs';
import { i18n } from './i18n';

// dayjs's month and relative-time words for each language but English, which it has built in.
const dayjsLocales: Record<string, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
};

/** Keeps the page's `lang`, and the words dayjs writes (months, "2 hours ago"), in the chosen language. */
export function followLanguage(): void {
  const apply = async (language: string) => {
    const code = language.split('-')[0];
    document.documentElement.lang = code;
    await dayjsLocales[code]?.().catch(() => undefined);
    dayjs.locale(code in dayjsLocales ? code : 'en');
  };
  if (i18n.language) void apply(i18n.language);
  i18n.on('languageChanged', (language) => void apply(language));
}
