import type { Rolldown } from 'vite';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

/** What else to follow from a chunk besides what it imports: what it imports on demand, and the stylesheets and assets it uses. */
export interface Following {
  onDemand?: boolean;
  assets?: boolean;
}

/** The files of `names` in the build's `bundle` and of everything they import (and what `following` adds). */
export function reachIn(bundle: Bundle, names: string[], following: Following = {}): Set<string> {
  const seen = new Set<string>();
  const queue = [...names];
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const item = bundle[name];
    if (item?.type !== 'chunk') continue;
    queue.push(...item.imports, ...(following.onDemand ? item.dynamicImports : []));
    if (!following.assets) continue;
    for (const css of item.viteMetadata?.importedCss ?? []) seen.add(css);
    for (const asset of item.viteMetadata?.importedAssets ?? []) seen.add(asset);
  }
  return seen;
}

/** The entry chunks of the HTML page `html` (its path from the web root, such as `/index.html`). */
export function entriesOf(bundle: Bundle, html: string): Chunk[] {
  return Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk' && item.isEntry && Boolean(item.facadeModuleId?.endsWith(html)));
}
