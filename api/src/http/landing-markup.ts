import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData } from '../../../shared/boot/index.ts';
import { LANGUAGES, type Language } from '../../../shared/languages/index.ts';
import { log } from '../log.ts';

// The landing page sent drawn to a signed-out visitor: the web build's server rendering
// (web/src/prerender/landing.tsx, built into <dist>/.ssr/landing.js) gives its markup and styles in
// the visitor's language, and the browser hydrates them. Without that file (a build without it), or
// should it fail, the page goes out as it is and the browser draws it, as before.

interface LandingMarkup {
  html: string;
  styles: string;
}
type Render = (language: Language, boot: BootData) => Promise<LandingMarkup>;

/** Markers around index.html's loading frame (web/index.html), which the drawn page replaces. */
const FRAME = /<!--boot-frame-->[\s\S]*<!--\/boot-frame-->/;

/** After a failed rendering, how long visitors get the page as it is before it is tried again. */
export const RETRY_LANDING_AFTER_MS = 60_000;

/**
 * The landing page's markup for each language and set of sign-in options (a handful), rendered once
 * and kept: the same visitor state always draws the same page. Renderings run one after another:
 * the renderer's language and boot data are its own state (one i18next instance), so two at once
 * could draw one language's page in the other's words.
 */
export function landingMarkup(dist: string) {
  const file = path.join(dist, '.ssr', 'landing.js');
  let render: Promise<Render | null> | null = null;
  const made = new Map<string, Promise<LandingMarkup | null>>();
  let previous: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = previous.then(work, work);
    previous = next.catch(() => undefined);
    return next;
  };
  const renderer = () =>
    (render ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (m: { renderLanding: Render }) => m.renderLanding,
          (error: unknown) => (log.warn({ err: error }, 'The landing page cannot be drawn on the server; browsers draw it'), null),
        )
      : Promise.resolve(null));

  /** The page with the landing page drawn in it for `language`, or as it was. */
  return async function withLanding(html: string, language: Language, boot: BootData): Promise<string> {
    if (!FRAME.test(html)) return html;
    const key = JSON.stringify([language, boot.signInOptions ?? null]);
    let markup = made.get(key);
    if (!markup) {
      markup = renderer().then((draw) =>
        draw
          ? oneAtATime(() => draw(language, boot)).catch((error: unknown) => {
              log.warn({ err: error }, 'The landing page could not be drawn on the server');
              setTimeout(() => made.delete(key), RETRY_LANDING_AFTER_MS).unref();
              return null;
            })
          : null,
      );
      made.set(key, markup);
    }
    const drawn = await markup;
    if (!drawn) return html;
    return html
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      // Functions, not strings: a `$` in the markup or styles is not a replacement pattern.
      .replace('</head>', () => `${drawn.styles}</head>`)
      .replace('<div id="root">', `<div id="root" data-drawn="${language}">`)
      .replace(FRAME, () => drawn.html);
  };
}

/** The visitor's language for a page drawn on the server: the first of theirs Kinfolk has, else English. */
export function pageLanguage(accepts: (...languages: string[]) => string | false): Language {
  const found = accepts(...LANGUAGES);
  return (found || 'en') as Language;
}
