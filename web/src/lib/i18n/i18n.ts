import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, isLanguage, type Language } from './languages';

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
  // Each namespace is fetched when a screen first needs it; at start only the loading screen's
  // (i18next always fetches its default namespace, so that tiny one is the default: every screen
  // names its own).
  defaultNS: 'loading',
  ns: ['loading'],
  keySeparator: false,
  // React escapes what it renders; escaping here too would show "&amp;" in names.
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/**
 * The language to start in: the one chosen before at this browser (the profile's choice is copied
 * there), else the first of the browser's languages Kinfolk has, else English.
 */
export function startingLanguage(): Language {
  try {
    const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(chosen)) return chosen;
  } catch {
    // storage blocked: the browser's languages decide
  }
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const code = tag?.toLowerCase().split('-')[0];
    if (isLanguage(code)) return code;
  }
  return 'en';
}

/**
 * Shows the app in `language` and remembers it at this browser for the next visit; null forgets
 * the choice and goes back to the browser's languages.
 */
export async function chooseLanguage(language: Language | null): Promise<void> {
  try {
    if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    else localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage blocked: the choice lasts this visit
  }
  await i18n.changeLanguage(language ?? startingLanguage());
}

/** Starts i18next in the browser: the language chosen or the browser's, catalogues on demand. */
export function startI18n(): Promise<unknown> {
  return i18n
    .use(resourcesToBackend((language: string, namespace: string) => import(`../../locales/${language}/${namespace}.json`)))
    .init({ ...shared, lng: startingLanguage() });
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
