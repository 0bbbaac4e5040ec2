import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/fraunces/latin-600.css';
import '@fontsource/fraunces/latin-700.css';
import { afterNextPaint } from './lib/afterNextPaint';

// The page's first script: it only chooses when the app starts (./start.tsx, whose files the page
// lists for the browser to fetch beside this one), so that evaluating the app's code never comes
// before a page the server drew is painted.

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root: HTMLElement = container;

const startApp = () =>
  import('./start')
    .then((app) => app.start(root))
    .catch((error: unknown) => console.error('The app could not start', error));

// A screen the server drew for someone signed in (the dashboard, the tree: data-drawn-page) is
// painted first, as it came: the app's start (evaluating its code, its first render, each screen's
// code as it arrives) would otherwise hold the page's first frame back. In a tab out of sight there
// is no frame to wait for.
if (root.dataset.drawnPage && document.visibilityState === 'visible') afterNextPaint(() => void startApp());
else void startApp();

// The service worker (installable app, offline reading) a little after the page has loaded, so that
// it never competes with what the first screen needs.
const SERVICE_WORKER_AFTER_MS = 3000;
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./features/offline/registerServiceWorker').then((m) => m.registerServiceWorker());
  window.addEventListener('load', () => setTimeout(register, SERVICE_WORKER_AFTER_MS), { once: true });
}
