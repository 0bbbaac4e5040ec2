/**
 * The dashboard the server drew into the page (api/src/http/dashboard-markup.ts) stays on screen,
 * readable and with working links, while the app starts out of sight beside it; the app takes its
 * place once its own dashboard is drawn (`revealApp`), so the screen goes from the drawn page to the
 * live one without a loading screen in between. Should the app never get there (a failure shown
 * elsewhere), it is shown anyway after a while.
 */
export const REVEAL_ANYWAY_AFTER_MS = 30_000;

let reveal: (() => void) | null = null;

/**
 * When `container` holds a page the server drew for the app to replace, moves that page beside it
 * and hides the container (out of sight, out of the accessibility tree, not focusable) for the app
 * to start in. Answers whether it did.
 */
export function holdDrawnPage(container: HTMLElement, revealAfterMs = REVEAL_ANYWAY_AFTER_MS): boolean {
  if (container.dataset.drawnPage !== 'dashboard' || !container.firstChild) return false;
  const drawn = document.createElement('div');
  drawn.dataset.drawnPage = 'dashboard';
  while (container.firstChild) drawn.appendChild(container.firstChild);
  container.before(drawn);
  container.style.cssText = 'visibility:hidden;position:absolute;top:0;left:0;right:0;';
  container.setAttribute('inert', '');
  const timer = setTimeout(() => revealApp(), revealAfterMs);
  reveal = () => {
    clearTimeout(timer);
    drawn.remove();
    container.style.cssText = '';
    container.removeAttribute('inert');
    delete container.dataset.drawnPage;
  };
  return true;
}

/** Shows the app in place of the page the server drew (once; nothing when there is none). */
export function revealApp(): void {
  const shown = reveal;
  reveal = null;
  shown?.();
}
