import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from './languages';

/**
 * The app's one i18next instance. Catalogues live in web/src/locales/<language>/<namespace>.json,
 * one namespace per feature plus `common`; each is fetched the first time a screen needs it, so a
 * page downloads only the texts it shows. Keys are flat ("addMember.title"); another namespace's
 * key is written "common:save".
 */
export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

/** Where the chosen language is remembered between visits (the profile's choice is copied here). */
export const LANGUAGE_STORAGE_KEY = 'kinfolk.language';

const shared = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en',
  load: 'languageOnly',
  nonExplicitSupportedLngs: true,
  defaultNS: 'common',
  ns: ['common'],
  keySeparator: false,
  // React escapes what it renders; escaping here too would show "&amp;" in names.
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/** Starts i18next in the browser: the language from the profile or the browser, catalogues on demand. */
export function startI18n(): Promise<unknown> {
  return i18n
    .use(LanguageDetector)
    .use(resourcesToBackend((language: string, namespace: string) => import(`../../locales/${language}/${namespace}.json`)))
    .init({
      ...shared,
      detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: ['localStorage'] },
    });
}

/** Starts i18next with catalogues given at once (tests, and tools that render outside the browser). */
export function startI18nWith(resources: Record<string, Record<string, Record<string, string>>>, language: Language = 'en') {
  return i18n.init({ ...shared, lng: language, resources, initAsync: false });
}

/** The language texts, dates and numbers are shown in now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}

/**
 * Marks a string as a catalogue key without translating it yet, for tables of keys read later
 * (`const label = { parent: tKey('relation.parent') }` … `t(label[type])`). The catalogue check
 * counts keys marked this way as used.
 */
export function tKey<K extends string>(key: K): K {
  return key;
}
