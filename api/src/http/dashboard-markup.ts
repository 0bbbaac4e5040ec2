import type { BootData } from '../../../shared/boot/index.ts';
import { isLanguage, type Language } from '../../../shared/languages/index.ts';
import { log } from '../log.ts';
import { pageLanguage } from './landing-markup.ts';
import { hasLoadingFrame, withDrawnMarkup, type DrawPage } from './page-renderer.ts';

// A signed-in person's dashboard sent drawn: the web build's server rendering draws the app's frame
// and the dashboard from the page's boot data (the Dashboard query's answer, read as that person by
// boot-data.ts, so with the same rules as the app's own request). The browser shows it while the
// app's scripts arrive and swaps in the live app once its dashboard is there (web/src/session/drawnPage.ts).
// Each person's page is their own: drawn for each request, never kept.

/** The language the dashboard is drawn in: the person's own, else the browser's first that Kinfolk has, else English. */
export function dashboardLanguage(boot: BootData, accepts: (...languages: string[]) => string | false): Language {
  const own = boot.currentUser.me?.language;
  return isLanguage(own) ? own : pageLanguage(accepts);
}

/**
 * The page with the dashboard drawn in it, or as it was: without dashboard data, without a rendering,
 * when the rendering fails, and while one is already under way for the same person (someone loading
 * the page again and again takes one place among the drawings, not all of them).
 */
export function dashboardMarkup(draw: DrawPage) {
  const underWay = new Set<unknown>();
  return async function withDashboard(html: string, language: Language, boot: BootData): Promise<string> {
    const person = boot.currentUser.me?.id;
    if (!boot.dashboard || !person || underWay.has(person) || !hasLoadingFrame(html)) return html;
    underWay.add(person);
    try {
      const drawn = await draw((renderings) => renderings.renderDashboard(language, boot)).catch((error: unknown) => {
        log.warn({ err: error }, 'The dashboard could not be drawn on the server');
        return null;
      });
      return drawn ? withDrawnMarkup(html, drawn, language, 'dashboard') : html;
    } finally {
      underWay.delete(person);
    }
  };
}
