import type { BootData } from '../../../shared/boot/index.ts';
import { LANGUAGES, type Language } from '../../../shared/languages/index.ts';
import { log } from '../log.ts';
import { hasLoadingFrame, withDrawnMarkup, type DrawnMarkup, type DrawPage } from './page-renderer.ts';

// The landing page sent drawn to a signed-out visitor: the web build's server rendering
// (web/src/prerender/landing.tsx, through page-renderer.ts) gives its markup and styles in the
// visitor's language, and the browser hydrates them. Without it, or should it fail, the page goes
// out as it is and the browser draws it, as before.

/** After a failed rendering, how long visitors get the page as it is before it is tried again. */
export const RETRY_LANDING_AFTER_MS = 60_000;

/**
 * The landing page's markup for each language and set of sign-in options (a handful), rendered once
 * and kept: the same visitor state always draws the same page.
 */
export function landingMarkup(draw: DrawPage) {
  const made = new Map<string, Promise<DrawnMarkup | null>>();

  /** The page with the landing page drawn in it for `language`, or as it was. */
  return async function withLanding(html: string, language: Language, boot: BootData): Promise<string> {
    if (!hasLoadingFrame(html)) return html;
    const key = JSON.stringify([language, boot.signInOptions ?? null]);
    let markup = made.get(key);
    if (!markup) {
      markup = draw((renderings) => renderings.renderLanding(language, boot)).then(
        (drawn) => {
          // Not drawn this time (no rendering, or too many waiting): the next visitor asks again.
          if (!drawn) made.delete(key);
          return drawn;
        },
        (error: unknown) => {
          log.warn({ err: error }, 'The landing page could not be drawn on the server');
          setTimeout(() => made.delete(key), RETRY_LANDING_AFTER_MS).unref();
          return null;
        },
      );
      made.set(key, markup);
    }
    const drawn = await markup;
    return drawn ? withDrawnMarkup(html, drawn, language) : html;
  };
}

/** The visitor's language for a page drawn on the server: the first of theirs Kinfolk has, else English. */
export function pageLanguage(accepts: (...languages: string[]) => string | false): Language {
  const found = accepts(...LANGUAGES);
  return (found || 'en') as Language;
}
