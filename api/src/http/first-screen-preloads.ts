import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_MODULES, SIGNED_IN_MODULES } from '../../../shared/boot/first-screen.ts';
import type { BootData } from '../../../shared/boot/index.ts';

/** A chunk as Vite's build manifest describes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * What a page's `<head>` gets so that the code of its first screen loads at once (see
 * shared/boot/first-screen.ts): modulepreload links to those modules' files and the files they
 * import, for a signed-in viewer. Read from the build's manifest once; without one (a build without
 * it, no build) pages get nothing more.
 */
export function firstScreenPreloads(dist: string): (pagePath: string, data: BootData | null) => string {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const filesOf = (modules: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    modules.forEach(visit);
    return files;
  };
  // The entry's own files and those of the app's start are in the page already (index.html's links,
  // web/vite.start-preloads.ts).
  const inPage = filesOf(['index.html', 'src/start.tsx']);
  const links = (modules: string[]) =>
    [...filesOf(modules)]
      .filter((file) => !inPage.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  const signedIn = links(SIGNED_IN_MODULES);
  const pages = new Map(Object.entries(PAGE_MODULES).map(([page, modules]) => [page, links([...SIGNED_IN_MODULES, ...modules])]));
  return (pagePath, data) => {
    const me = data?.currentUser.me;
    if (!me) return '';
    return (me.isOnboarded ? pages.get(pagePath) : undefined) ?? signedIn;
  };
}

/** The page with `links` at the end of its head. */
export function withHeadLinks(html: string, links: string): string {
  return links && html.includes('</head>') ? html.replace('</head>', () => `${links}</head>`) : html;
}
