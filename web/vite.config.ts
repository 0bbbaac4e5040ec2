import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { graphqlDocuments } from './vite.graphql-documents';
import { appShellOnly } from './vite.app-shell';
import { faceModels } from './vite.face-models';
import { startPreloads, preloadsOnlyWhatIsNew } from './vite.start-preloads';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API started by `npm run dev` listens on PORT (default 3000).
const api = `http://localhost:${process.env.PORT ?? 3000}`;

// A browser opening /graphql asks for HTML and gets the GraphiQL page; everything else is the API,
// subscriptions (WebSocket upgrades) included.
const graphql: ProxyOptions = {
  target: api,
  ws: true,
  bypass: (req) => {
    const wantsHtml = req.headers.accept?.includes('text/html') ?? false;
    return req.method === 'GET' && wantsHtml ? '/graphiql.html' : undefined;
  },
};

export default defineConfig({
  root,
  plugins: [
    graphqlDocuments(`${root}src/gql`),
    react(),
    // Installable, and readable offline: web/src/sw.ts keeps the app's own files (not the API
    // sandbox's editor, which needs the network anyway); web/src/offline keeps what was seen.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/',
        name: 'Kinfolk',
        short_name: 'Kinfolk',
        description: 'Build your family tree together and share what matters.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fbf6ef',
        theme_color: '#b5573b',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The face finder (1.3 MB, with its models beside it) is fetched only by whoever looks for faces.
        globIgnores: ['graphiql.html', 'assets/faceDetector-*.js'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [appShellOnly.transform],
      },
    }),
    appShellOnly.plugin,
    faceModels(),
    startPreloads(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': api,
      '/oidc': api,
      '/uploads': api,
      '/graphql': graphql,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each module's code is in, for the server's modulepreload
    // links of a signed-in page's first screen (api/src/http/first-screen-preloads.ts).
    manifest: true,
    modulePreload: { resolveDependencies: preloadsOnlyWhatIsNew },
    rollupOptions: {
      input: {
        main: `${root}index.html`,
        graphiql: `${root}graphiql.html`,
      },
      // Fewer, larger files: the small chunks shared by some of the screens' code are copied into
      // each screen's file instead. A first screen then needs some 40 files rather than 100, which on
      // a slow connection (a round trip each, six at a time over HTTP/1.1) is seconds sooner, for a
      // few KiB more (bench/web-vitals.bench.ts).
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16_000 } } },
    },
  },
  worker: { format: 'es' },
  // GraphiQL's worker setup imports monaco workers with `?worker`, which only Vite's worker plugin
  // understands; the dependency pre-bundler must leave that module alone.
  optimizeDeps: {
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
});
