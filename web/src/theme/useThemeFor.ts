import { useEffect, useState } from 'react';
import type { Theme } from '@mui/material/styles';
import { theme, themeWith } from './theme';

// MUI's own words in each language but English, fetched only when that language is shown.
const localeThemes: Record<string, () => Promise<Theme>> = {
  es: () => import('@mui/material/locale').then(({ esES }) => themeWith(esES)),
};
const made = new Map<string, Theme>();

/** The app's theme in `language`: English at once, another language's words once fetched. */
export function useThemeFor(language: string): Theme {
  const code = language.split('-')[0];
  const [, setReady] = useState(0);
  useEffect(() => {
    const make = localeThemes[code];
    if (!make || made.has(code)) return;
    let current = true;
    void make().then((themed) => {
      made.set(code, themed);
      if (current) setReady((n) => n + 1);
    });
    return () => {
      current = false;
    };
  }, [code]);
  return made.get(code) ?? theme;
}
