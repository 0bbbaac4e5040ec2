import { i18n } from '../lib/i18n';
import type { Language } from '../lib/i18n/languages';

/**
 * Shows what follows in `language` (every catalogue of it is loaded by web/jest.setup.ts); the
 * language goes back to English after each test.
 */
export async function inLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
