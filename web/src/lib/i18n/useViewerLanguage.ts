import { useEffect } from 'react';
import { chooseLanguage, i18n } from './i18n';
import { isLanguage } from './languages';

/**
 * Shows the app in the language the signed-in person chose on their profile (kept on the server,
 * so it follows them to every browser); without a choice, the browser's stays.
 */
export function useViewerLanguage(chosen: string | null | undefined): void {
  useEffect(() => {
    if (isLanguage(chosen) && i18n.resolvedLanguage !== chosen) void chooseLanguage(chosen);
  }, [chosen]);
}
