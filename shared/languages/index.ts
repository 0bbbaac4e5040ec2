/** The languages Kinfolk is translated into, by their BCP 47 code; English is the fallback. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
