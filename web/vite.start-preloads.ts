import type { HtmlTagDescriptor, Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';
import { entriesOf, reachIn } from './vite.chunk-graph';

/** The module the app's page imports once it has chosen to start (src/main.tsx). */
const START_MODULE = '/src/start.tsx';

type Chunk = Rolldown.OutputChunk;
type Bundle = Rolldown.OutputBundle;

/** The chunk of the app's start, imported on demand by the page's first script `entry`. */
function startOf(bundle: Bundle, entry: Chunk): Chunk | undefined {
  return entry.dynamicImports.map((name) => bundle[name]).find((item): item is Chunk => item?.type === 'chunk' && Boolean(item.facadeModuleId?.endsWith(START_MODULE)));
}

/** What the app's page loads or lists from the start: its first script, the app's start, and all they import. */
let pageFiles = new Set<string>();
/** Every script the app's page may load (not the API sandbox's). */
let appFiles = new Set<string>();
/** The build's files, for the chunks that import others on demand. */
let bundleNow: Bundle = {};

/**
 * The app's page (index.html) lists the files of the app's start (src/start.tsx) and of everything
 * it imports as modulepreload links, as Vite does for the page's first script: the browser fetches
 * and compiles them at once, beside that script, though they are evaluated only when it imports
 * them (after the first paint of a page the server drew).
 */
export function startPreloads(): Plugin {
  let base = '/';
  return {
    name: 'kinfolk-start-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // Before Vite writes each on-demand import's list of files to preload (preloadsOnlyWhatIsNew).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        bundleNow = bundle;
        const [entry] = entriesOf(bundle, '/index.html');
        const start = entry && startOf(bundle, entry);
        if (entry && !start) this.warn(`index.html's first script imports no ${START_MODULE} on demand: the page lists none of the app's start for preloading`);
        pageFiles = entry && start ? reachIn(bundle, [entry.fileName, start.fileName]) : new Set();
        appFiles = entry ? reachIn(bundle, [entry.fileName], { onDemand: true }) : new Set();
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || !chunk) return [];
        const start = startOf(bundle, chunk);
        if (!start) return [];
        const inPage = reachIn(bundle, [chunk.fileName]);
        return [...reachIn(bundle, [start.fileName])]
          .filter((name) => !inPage.has(name))
          .map((name) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${name}` }, injectTo: 'head' }));
      },
    },
  };
}

/**
 * The files Vite links for preloading when a script imports another on demand, without those that
 * need no link: the imported file itself (the import fetches it at that moment anyway), what the
 * importing script has loaded already, and, in the app's page, what the page loads or lists from the
 * start. A screen's texts, for one, then need no list at all.
 */
export const preloadsOnlyWhatIsNew: ResolveModulePreloadDependenciesFn = (filename, deps, { hostId, hostType }) => {
  if (hostType !== 'js') return deps;
  const loaded = reachIn(bundleNow, [hostId]);
  const listed = appFiles.has(hostId) ? pageFiles : new Set<string>();
  return deps.filter((dep) => dep !== filename && !loaded.has(dep) && !listed.has(dep));
};
