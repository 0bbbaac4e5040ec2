// The server rendering's entry (built by web/vite.ssr.config.ts into web/dist/.ssr/pages.js and
// loaded by api/src/http/page-renderer.ts): the pages that arrive drawn.
export { renderLanding } from './landing';
export { renderDashboard } from './dashboard';
export { renderTree } from './tree';
