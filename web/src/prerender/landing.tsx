import type { BootData } from '../../../shared/boot/index.ts';
import { App } from '../App';
import type { Language } from '../lib/i18n';
import { primeBootJson } from '../session/bootJson';
import { drawnWithStyles, type DrawnMarkup } from './styled';
import { textsIn } from './texts';

// The landing page rendered ahead by the server (api/src/http/landing-markup.ts) for a signed-out
// visitor, so the page arrives drawn: its markup and the styles it uses (Emotion's, MUI's), in the
// visitor's language. The browser then hydrates the same <App /> (main.tsx) with the same boot data.

/** The landing page as `boot` (a signed-out visitor's boot data) shows it in `language`. */
export async function renderLanding(language: Language, boot: BootData): Promise<DrawnMarkup> {
  await textsIn(language);
  primeBootJson(boot);
  return drawnWithStyles(<App />);
}
