import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';
import { entriesOf, reachIn } from './vite.chunk-graph';

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
    const reach = (html: string) => reachIn(bundle, entriesOf(bundle, html).map((chunk) => chunk.fileName), { onDemand: true, assets: true });
    const app = reach('/index.html');
    sandboxOnly.clear();
    for (const name of reach('/graphiql.html')) if (!app.has(name)) sandboxOnly.add(name);
    // Workers the sandbox's editor starts are assets of its chunks, not chunks.
    for (const name of Object.keys(bundle)) if (/\.worker-/.test(name) && !app.has(name)) sandboxOnly.add(name);
  },
};

const transform: ManifestTransform = async (entries) => ({
  manifest: entries.filter((entry) => !sandboxOnly.has(entry.url.replace(/^\//, ''))),
  warnings: [],
});

export const appShellOnly = { plugin, transform };
