import { useCallback } from 'react';
import { i18n, LANGUAGE_STORAGE_KEY, type Language } from '../../lib/i18n';

/**
 * Shows the app in the chosen language at once, and remembers it at this browser; null goes back
 * to the browser's own languages.
 */
export function useLanguageChoice(): (language: Language | null) => Promise<void> {
  return useCallback(async (language) => {
    if (language) {
      await i18n.changeLanguage(language);
      return;
    }
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    // Without an argument, i18next asks its detector again (the browser's languages).
    await i18n.changeLanguage(undefined);
  }, []);
}
