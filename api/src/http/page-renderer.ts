import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData, DrawnMarkup } from '../../../shared/boot/index.ts';
import type { Language } from '../../../shared/languages/index.ts';
import { log } from '../log.ts';

// The web build's server rendering (web/src/prerender/pages.ts, built into <dist>/.ssr/pages.js):
// the pages that arrive drawn, with their markup and the styles it uses. Without that file (a build
// without it), or should it fail, a page goes out as it is and the browser draws it.

export type { DrawnMarkup };

/** What the server rendering draws: the landing page, and a signed-in person's dashboard and tree screen. */
export interface PageRenderings {
  renderLanding(language: Language, boot: BootData): Promise<DrawnMarkup>;
  renderDashboard(language: Language, boot: BootData): Promise<DrawnMarkup | null>;
  /** The tree screen at `address` (its path and query); absent from a build from before it was drawn. */
  renderTree?(language: Language, boot: BootData, address: string): Promise<DrawnMarkup | null>;
}

/** Markers around index.html's loading frame (web/index.html), which a drawn page replaces. */
const FRAME = /<!--boot-frame-->[\s\S]*<!--\/boot-frame-->/;

/** Whether the page has the loading frame a drawn page replaces. */
export const hasLoadingFrame = (html: string) => FRAME.test(html);

/**
 * How many drawings may be under way (the one running and those waiting their turn): beyond that, a page goes out as it is and the browser draws
 * it (a drawing takes tens of milliseconds of the server's time, and a crowd of page loads must not
 * make every one of them wait for all the others).
 */
export const MAX_WAITING_DRAWINGS = 8;

/** A drawing not done by then counts as failed, so that one that never ends cannot hold the others back. */
export const DRAWING_TIME_LIMIT_MS = 5_000;

/** `work`'s answer, or a failure once `ms` have passed. */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The drawing took more than ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Loads the server rendering once, and runs its renderings one after another: the language and boot
 * data are the renderer's own state (one i18next instance), so two at once could draw one page in the
 * other's words or with the other's data. Answers null when there is no rendering to run, or when
 * too many are already waiting.
 */
export function pageRenderer(dist: string, maxWaiting = MAX_WAITING_DRAWINGS, timeLimitMs = DRAWING_TIME_LIMIT_MS) {
  const file = path.join(dist, '.ssr', 'pages.js');
  let loaded: Promise<PageRenderings | null> | null = null;
  let previous: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  const load = () =>
    (loaded ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (m: PageRenderings) => m,
          (error: unknown) => (log.warn({ err: error }, 'Pages cannot be drawn on the server; browsers draw them'), null),
        )
      : Promise.resolve(null));
  return async function draw<T>(work: (renderings: PageRenderings) => Promise<T>): Promise<T | null> {
    const renderings = await load();
    if (!renderings || waiting >= maxWaiting) return null;
    waiting++;
    const next = previous.then(
      () => withinTime(work(renderings), timeLimitMs),
      () => withinTime(work(renderings), timeLimitMs),
    );
    previous = next.catch(() => undefined).finally(() => waiting--);
    return next;
  };
}

export type DrawPage = ReturnType<typeof pageRenderer>;

/**
 * The page with `drawn` in place of its loading frame, its styles in the head, its language said,
 * and #root marked with the language it was drawn in (and which page, for one the app takes over
 * otherwise than the landing page).
 */
export function withDrawnMarkup(html: string, drawn: DrawnMarkup, language: Language, page?: string): string {
  return (
    html
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      // Functions, not strings: a `$` in the markup or styles is not a replacement pattern.
      .replace('</head>', () => `${drawn.styles}</head>`)
      .replace('<div id="root">', `<div id="root" data-drawn="${language}"${page ? ` data-drawn-page="${page}"` : ''}>`)
      .replace(FRAME, () => drawn.html)
  );
}
