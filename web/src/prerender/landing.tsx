import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { BootData } from '../../../shared/boot/index.ts';
import { App } from '../App';
import { i18n, startI18nWith, type Language } from '../lib/i18n';
import { primeBootJson } from '../session/bootJson';

// The landing page rendered ahead by the server (api/src/http/landing-markup.ts) for a signed-out
// visitor, so the page arrives drawn: its markup and the styles it uses (Emotion's, MUI's), in the
// visitor's language. The browser then hydrates the same <App /> (main.tsx) with the same boot data.
// Built by `vite build --ssr` into web/dist/.ssr/landing.js (web/vite.ssr.config.ts).

const catalogues = import.meta.glob<Record<string, string>>('../locales/*/{landing,loading,common}.json', { eager: true, import: 'default' });

/** The landing page's catalogues in every language, as i18next takes them. */
function resources(): Record<string, Record<string, Record<string, string>>> {
  const all: Record<string, Record<string, Record<string, string>>> = {};
  for (const [file, texts] of Object.entries(catalogues)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
    (all[language] ??= {})[namespace] = texts;
  }
  return all;
}

let started: Promise<unknown> | null = null;

export interface LandingMarkup {
  /** What goes inside #root. */
  html: string;
  /** The <style> elements of the styles that markup uses, for the page's head. */
  styles: string;
}

/** The landing page as `boot` (a signed-out visitor's boot data) shows it in `language`. */
export async function renderLanding(language: Language, boot: BootData): Promise<LandingMarkup> {
  started ??= startI18nWith(resources(), language);
  await started;
  await i18n.changeLanguage(language);
  primeBootJson(boot);
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <App />
    </CacheProvider>,
  );
  return { html, styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) };
}
