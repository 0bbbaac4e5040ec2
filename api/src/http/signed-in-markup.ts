import { drawsTreeAhead, type BootData } from '../../../shared/boot/index.ts';
import { isLanguage, type Language } from '../../../shared/languages/index.ts';
import { log } from '../log.ts';
import { pageLanguage } from './landing-markup.ts';
import { hasLoadingFrame, withDrawnMarkup, type DrawnMarkup, type DrawPage, type PageRenderings } from './page-renderer.ts';

// A signed-in person's first screen sent drawn: the web build's server rendering draws the app's
// frame and the screen from the page's boot data (read as that person by boot-data.ts, so with the
// same rules as the app's own requests): the dashboard with its figures and latest activity, or the
// tree screen with its near generations. The browser shows it while the app's scripts arrive and
// swaps in the live app once its own screen is there (web/src/session/drawnPage.ts). Each person's
// page is their own: drawn for each request, never kept.

/** The screens drawn for someone signed in. */
export type SignedInPage = 'dashboard' | 'tree';

/** For each screen: whether the boot data gives something to draw, and how it is drawn. */
const drawings: Record<SignedInPage, { drawable: (boot: BootData) => boolean; draw: (renderings: PageRenderings, language: Language, boot: BootData, address: string) => Promise<DrawnMarkup | null> }> = {
  dashboard: { drawable: (boot) => Boolean(boot.dashboard), draw: (renderings, language, boot) => renderings.renderDashboard(language, boot) },
  tree: {
    drawable: (boot) => drawsTreeAhead(boot.treeWindow?.data.familyTree as Parameters<typeof drawsTreeAhead>[0]),
    // A build from before the tree screen was drawn has no renderTree.
    draw: (renderings, language, boot, address) => renderings.renderTree?.(language, boot, address) ?? Promise.resolve(null),
  },
};

/** The language a signed-in screen is drawn in: the person's own, else the browser's first that Kinfolk has, else English. */
export function signedInLanguage(boot: BootData, accepts: (...languages: string[]) => string | false): Language {
  const own = boot.currentUser.me?.language;
  return isLanguage(own) ? own : pageLanguage(accepts);
}

/**
 * The page with `page` drawn in it for the person signed in (`address`: the path and query asked
 * for), or as it was: without that screen's data, without a rendering, when the rendering fails, and
 * while one is already under way for the same person (someone loading pages again and again takes
 * one place among the drawings, not all of them).
 */
export function signedInMarkup(draw: DrawPage) {
  const underWay = new Set<unknown>();
  return async function withSignedInPage(html: string, language: Language, boot: BootData, page: SignedInPage, address = '/'): Promise<string> {
    const person = boot.currentUser.me?.id;
    // Nothing to draw takes no place among the drawings.
    if (!person || !drawings[page].drawable(boot) || underWay.has(person) || !hasLoadingFrame(html)) return html;
    underWay.add(person);
    try {
      const drawn = await draw((renderings) => drawings[page].draw(renderings, language, boot, address)).catch((error: unknown) => {
        log.warn({ err: error, page }, 'A page could not be drawn on the server');
        return null;
      });
      return drawn ? withDrawnMarkup(html, drawn, language, page) : html;
    } finally {
      underWay.delete(person);
    }
  };
}
