import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

/**
 * Which built files the service worker keeps: everything the app's page (index.html) may load,
 * and nothing only the API sandbox (graphiql.html) loads (its editor is megabytes a phone should
 * not fetch for nothing). The plugin reads the build's chunk graph; the transform filters the
 * precache list by it.
 */
const sandboxOnly = new Set<string>();

const plugin: Plugin = {
  name: 'kinfolk-app-shell',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const reach = (start: string[]) => {
      const seen = new Set<string>();
      const queue = [...start];
      while (queue.length) {
        const name = queue.pop()!;
        if (seen.has(name)) continue;
        seen.add(name);
        const chunk = byName.get(name);
        if (!chunk) continue;
        queue.push(...chunk.imports, ...chunk.dynamicImports);
        for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) seen.add(asset);
      }
      return seen;
    };
    const entries = (html: string) => chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(html)).map((chunk) => chunk.fileName);
    const app = reach(entries('/index.html'));
    sandboxOnly.clear();
    for (const name of reach(entries('/graphiql.html'))) if (!app.has(name)) sandboxOnly.add(name);
    // Workers the sandbox's editor starts are assets of its chunks, not chunks.
    for (const name of Object.keys(bundle)) if (/\.worker-/.test(name) && !app.has(name)) sandboxOnly.add(name);
  },
};

const transform: ManifestTransform = async (entries) => ({
  manifest: entries.filter((entry) => !sandboxOnly.has(entry.url.replace(/^\//, ''))),
  warnings: [],
});

export const appShellOnly = { plugin, transform };
