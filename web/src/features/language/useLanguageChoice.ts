import { chooseLanguage, type Language } from '../../lib/i18n';

/**
 * Shows the app in the chosen language at once, and remembers it at this browser; null goes back
 * to the browser's own languages.
 */
export function useLanguageChoice(): (language: Language | null) => Promise<void> {
  return chooseLanguage;
}
