import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/fraunces/latin-600.css';
import '@fontsource/fraunces/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, landingOnly } from './App';
import { followLanguage, i18n, startI18n } from './lib/i18n';
import { bootJson } from './session/bootJson';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startI18n();
followLanguage();

// The code of the first screen is fetched at once, side by side, rather than one file after the
// other as the screens render: the connected app, and for someone signed in the signed-in app and
// the page asked for.
if (landingOnly()) {
  void i18n.loadNamespaces('landing');
} else {
  void import('./ConnectedApp').catch(() => undefined);
  if (bootJson()?.currentUser.me) {
    void import('./SignedInApp').catch(() => undefined);
    void import('./features/registry').then((registry) => registry.preloadPageAt(window.location.pathname), () => undefined);
  }
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (installable app, offline reading) a little after the page has loaded, so that
// it never competes with what the first screen needs.
const SERVICE_WORKER_AFTER_MS = 3000;
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./features/offline/registerServiceWorker').then((m) => m.registerServiceWorker());
  window.addEventListener('load', () => setTimeout(register, SERVICE_WORKER_AFTER_MS), { once: true });
}
