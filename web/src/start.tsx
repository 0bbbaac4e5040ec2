import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, landingOnly } from './App';
import { followLanguage, i18n, startI18n, startingLanguage } from './lib/i18n';
import { bootJson } from './session/bootJson';
import { holdDrawnPage } from './session/drawnPage';
import { addressAsDrawn } from './session/pageAddress';

/**
 * The app's start in `container` (#root): its texts, the first screen's code, and its first render.
 * Its files are listed in the page for the browser to fetch at once (web/vite.start-preloads.ts).
 */
export function start(container: HTMLElement): void {
  const i18nStarted = startI18n();
  followLanguage();

  // The code of the first screen is fetched at once, side by side, rather than one file after the
  // other as the screens render: the connected app, and for someone signed in the signed-in app and
  // the page asked for.
  if (landingOnly()) {
    void i18n.loadNamespaces('landing');
  } else {
    void import('./ConnectedApp').catch(() => undefined);
    // The texts of the app's frame (its header, search box and bell), with its code rather than after
    // it has rendered: every screen waits for them.
    void i18nStarted.then(() => i18n.loadNamespaces(['common', 'search', 'notifications'])).catch(() => undefined);
    if (bootJson()?.currentUser.me) {
      void import('./SignedInApp').catch(() => undefined);
      void import('./features/registry').then((registry) => registry.preloadPageAt(window.location.pathname), () => undefined);
    }
  }

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The server sent the landing page drawn in this visitor's language (api/src/http/landing-markup.ts):
  // it is taken over as it is, once its texts are here. In another language, or at an address it was
  // not drawn for (a history entry saying where the visitor was headed), it is drawn again.
  if (landingOnly() && container.dataset.drawn === startingLanguage() && addressAsDrawn()) {
    void i18nStarted
      .then(() => i18n.loadNamespaces('landing'))
      .catch(() => undefined)
      .then(() => hydrateRoot(container, app));
  } else {
    // A screen the server drew stays on screen until the app has drawn its own (session/drawnPage.ts).
    holdDrawnPage(container);
    createRoot(container).render(app);
  }
}
