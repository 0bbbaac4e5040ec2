import { readFile } from 'node:fs/promises';
import path from 'node:path';

// The page's own stylesheet links (the web build's: the fonts' @font-face rules, about a kilobyte)
// written into the page as <style> elements instead: a linked stylesheet holds the first paint back
// until it has arrived, which on a slow connection is another round trip, sharing the line with the
// scripts the page fetches at once. The rules name their files by absolute paths, so they read the
// same inline. A larger sheet stays linked (the browser keeps it between pages).

/** Stylesheets up to this size are written into the page. */
export const INLINE_STYLESHEET_BYTES = 8 * 1024;

const LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The page with its small stylesheets from the build (`dist`) inline. Built files are named by their
 * content, so each is read once; one that cannot be read stays linked.
 */
export function inlineStylesheets(dist: string) {
  const read = new Map<string, Promise<string | null>>();
  const contentOf = (file: string) => {
    let content = read.get(file);
    if (!content) {
      content = readFile(path.join(dist, file), 'utf8').then(
        (text) => (Buffer.byteLength(text) <= INLINE_STYLESHEET_BYTES ? text : null),
        () => null,
      );
      read.set(file, content);
    }
    return content;
  };
  return async function withStylesInline(html: string): Promise<string> {
    const files = [...html.matchAll(LINK)].map((match) => match[1]);
    if (files.length === 0) return html;
    const contents = new Map(await Promise.all(files.map(async (file) => [file, await contentOf(file)] as const)));
    // `</style` cannot occur in a sheet written here: it would end the element early.
    return html.replace(LINK, (link, file: string) => {
      const css = contents.get(file);
      return css && !/<\/style/i.test(css) ? `<style>${css}</style>` : link;
    });
  };
}
