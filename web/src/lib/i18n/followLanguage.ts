import { i18n } from './i18n';

// dayjs's month and relative-time words for each language but English, which it has built in.
const dayjsLocales: Record<string, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
};

/**
 * Keeps the page's `lang`, and the words dayjs writes (months, "2 hours ago"), in the chosen
 * language. dayjs is fetched here only when another language than English is chosen: the pages
 * that show dates load it themselves.
 */
export function followLanguage(): void {
  const apply = async (language: string) => {
    const code = language.split('-')[0];
    document.documentElement.lang = code;
    const locale = dayjsLocales[code];
    // English is dayjs's own: only a page that switched dayjs to another language switches it back.
    if (!locale) {
      if (switched) void import('dayjs').then(({ default: dayjs }) => dayjs.locale('en'));
      switched = false;
      return;
    }
    switched = true;
    const [{ default: dayjs }] = await Promise.all([import('dayjs'), locale()]);
    dayjs.locale(code);
  };
  let switched = false;
  if (i18n.language) void apply(i18n.language);
  i18n.on('languageChanged', (language) => void apply(language));
}
