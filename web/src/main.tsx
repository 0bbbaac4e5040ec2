import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/fraunces/latin-600.css';
import '@fontsource/fraunces/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadSignedIn } from './App';
import { createApolloClient } from './apollo/client';
import { preloadTreeScreen } from './features/family-tree/preloadTreeScreen';
import { readBootData } from './session/bootData';
import { followLanguage, startI18n } from './lib/i18n';
import { isOffline, restoreSaved } from './offline';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startI18n();
followLanguage();

const client = createApolloClient();
const signedInKnown = readBootData(client);

async function start() {
  // Without a connection, the app shows what it saw last (web/src/offline), put back first.
  if (isOffline()) await restoreSaved(client.cache);
  void preloadTreeScreen(client, window.location);
  preloadSignedIn(client, window.location.pathname, signedInKnown);
  createRoot(container!).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
}
void start();

// The service worker (installable app, offline reading) once the page has what it needs first.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./features/offline/registerServiceWorker').then((m) => m.registerServiceWorker()), { once: true });
}
