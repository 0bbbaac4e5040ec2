import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type TOptions } from 'i18next';
import { LANGUAGES, isLanguage, type Language } from '../../shared/languages/index.ts';
import { currentRequest } from './log.ts';

export { LANGUAGES, isLanguage, type Language };

/**
 * The texts the server writes for people (error and validation messages, e-mails, notifications,
 * calendar entries, relationship names), from api/src/locales/<language>/<namespace>.json. Keys are
 * always written with their namespace: t('errors:notSignedIn'). Every catalogue is read once at
 * start-up; the test api/src/locales/catalogues.test.ts keeps code and catalogues in step.
 */
const folder = path.join(import.meta.dirname, 'locales');

function readCatalogues(language: Language) {
  const dir = path.join(folder, language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>]),
  );
}

const resources = Object.fromEntries(LANGUAGES.map((language) => [language, readCatalogues(language)]));
const translator = i18next.createInstance();
void translator.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources.en),
  defaultNS: false,
  keySeparator: false,
  // Texts go into JSON, e-mails and iCal, never straight into HTML: each writer escapes for its own format.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The language of the request being served (English outside a request). */
export function requestLanguage(): Language {
  const language = currentRequest()?.language;
  return isLanguage(language) ? language : 'en';
}

/** A text in the language of the request being served. */
export function t(key: string, options?: TOptions): string {
  return translator.t(key, { ...options, lng: requestLanguage() }) as string;
}

/** A text in a given language: for what is written for someone other than the one asking (e-mails, notifications). */
export function tIn(language: string | null | undefined, key: string, options?: TOptions): string {
  return translator.t(key, { ...options, lng: isLanguage(language) ? language : 'en' }) as string;
}

/**
 * Marks a string as a catalogue key without translating it yet, for tables of keys read later;
 * the catalogue check counts keys marked this way as used.
 */
export function tKey<K extends string>(key: K): K {
  return key;
}
