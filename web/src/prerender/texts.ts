import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { i18n, startI18nWith, type Language } from '../lib/i18n';

// The catalogues of the pages drawn on the server, in every language, bundled into the server
// rendering (the browser's build fetches them one by one).

const catalogues = import.meta.glob<Record<string, string>>('../locales/*/{landing,loading,common,dashboard,familyTree}.json', { eager: true, import: 'default' });

/** The catalogues as i18next takes them. */
function resources(): Record<string, Record<string, Record<string, string>>> {
  const all: Record<string, Record<string, Record<string, string>>> = {};
  for (const [file, texts] of Object.entries(catalogues)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
    (all[language] ??= {})[namespace] = texts;
  }
  return all;
}

let started: Promise<unknown> | null = null;

/**
 * i18next with these catalogues, and dayjs's words for dates ("hace 2 horas"), switched to `language`
 * (renderings run one at a time: see api/src/http/page-renderer.ts).
 */
export async function textsIn(language: Language): Promise<void> {
  started ??= startI18nWith(resources(), language);
  await started;
  await i18n.changeLanguage(language);
  dayjs.locale(language);
}
