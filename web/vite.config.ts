import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { graphqlDocuments } from './vite.graphql-documents';

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
  plugins: [graphqlDocuments(`${root}src/gql`), react()],
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
    rollupOptions: {
      input: {
        main: `${root}index.html`,
        graphiql: `${root}graphiql.html`,
      },
    },
  },
  worker: { format: 'es' },
  // GraphiQL's worker setup imports monaco workers with `?worker`, which only Vite's worker plugin
  // understands; the dependency pre-bundler must leave that module alone.
  optimizeDeps: {
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
});
