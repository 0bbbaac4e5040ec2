import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** What the pages drawn on the server never draw there (the rest of the app, fetched by the browser), left out as empty. */
const BROWSER_ONLY = ['/src/ConnectedApp.tsx', '/src/features/offline/OfflineBanner.tsx', '/src/features/offline/UpdatePrompt.tsx'];
const browserOnly: Plugin = {
  name: 'browser-only',
  enforce: 'pre',
  load: (id) => (BROWSER_ONLY.some((file) => id.endsWith(file)) ? 'const none = () => null; export { none as ConnectedApp, none as OfflineBanner, none as UpdatePrompt };' : null),
};

// The server rendering of the pages that arrive drawn (web/src/prerender/pages.ts: the landing page,
// the dashboard and the tree screen), built after the browser's build into web/dist/.ssr/pages.js: the app server
// imports it (api/src/http/page-renderer.ts).
// Its dependencies (React, MUI, i18next) are bundled in, so that a build copied elsewhere
// (WEB_DIST_DIR) works where there is no node_modules beside it.
export default defineConfig({
  root,
  plugins: [browserOnly, react()],
  // React and MUI in the build's own mode (Vite has set NODE_ENV, "production" unless it was set
  // otherwise), as in the browser's build, whatever NODE_ENV the server later runs with (a test or
  // bench server runs with "test"): their development builds draw a page several times slower, and
  // the browser hydrates what a build of the same mode drew.
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV) },
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: `${root}src/prerender/pages.ts`,
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    rollupOptions: {
      output: { entryFileNames: 'pages.js' },
      // The catalogues are imported whole here, though the browser's build fetches them one by one.
      onwarn(warning, warn) {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});
