/**
 * The screen the server drew into the page for someone signed in (api/src/http/signed-in-markup.ts:
 * the dashboard, or the tree screen with its near generations) stays on screen, readable and with
 * working links, while the app starts out of sight beside it; the app takes its place once its own
 * screen is drawn (`revealApp`), so the screen goes from the drawn page to the live one without a
 * loading screen in between. Should the app never say so (a state nobody
 * foresaw), it is shown anyway after a while, once it shows something other than a loading spinner.
 */
export const REVEAL_ANYWAY_AFTER_MS = 30_000;

/** What the app shows while it is still loading: never worth swapping a readable page for. */
const STILL_LOADING = '[role="progressbar"], [aria-busy="true"]';

/** The screens the server draws for the app to replace (data-drawn-page on #root). */
const DRAWN_PAGES = new Set(['dashboard', 'tree']);

let reveal: (() => void) | null = null;
/** The address of the page held (its path), while it is held. */
let drawnFor: string | null = null;

/** The live app's counterpart of the drawn page's focused control (a link or button with the same words), to keep the keyboard's place. */
function counterpart(focused: Element | null, drawn: HTMLElement, live: HTMLElement): HTMLElement | null {
  if (!focused || !drawn.contains(focused)) return null;
  const words = focused.textContent?.trim() ?? '';
  const href = focused.getAttribute('href');
  const candidates = [...live.querySelectorAll<HTMLElement>(focused.tagName)];
  return candidates.find((element) => element.getAttribute('href') === href && (element.textContent?.trim() ?? '') === words) ?? null;
}

/**
 * When `container` holds a page the server drew for the app to replace, moves that page beside it
 * and hides the container (out of sight, out of the accessibility tree, not focusable) for the app
 * to start in. Answers whether it did.
 */
export function holdDrawnPage(container: HTMLElement, revealAfterMs = REVEAL_ANYWAY_AFTER_MS): boolean {
  const page = container.dataset.drawnPage;
  if (!page || !DRAWN_PAGES.has(page) || !container.firstChild) return false;
  const drawn = document.createElement('div');
  drawn.dataset.drawnPage = page;
  // Someone may already be on one of its links (the app starts after the page's first paint): moved, it keeps the focus.
  const focused = document.activeElement;
  while (container.firstChild) drawn.appendChild(container.firstChild);
  container.before(drawn);
  if (focused instanceof HTMLElement && focused !== document.activeElement && drawn.contains(focused)) focused.focus();
  container.style.cssText = 'visibility:hidden;position:absolute;top:0;left:0;right:0;';
  container.setAttribute('inert', '');
  let timer: ReturnType<typeof setTimeout>;
  const anyway = () => {
    if (container.firstElementChild && !container.querySelector(STILL_LOADING)) revealApp();
    else timer = setTimeout(anyway, 1_000);
  };
  timer = setTimeout(anyway, revealAfterMs);
  drawnFor = window.location.pathname;
  reveal = () => {
    clearTimeout(timer);
    drawnFor = null;
    const focused = document.activeElement;
    container.style.cssText = '';
    container.removeAttribute('inert');
    const keep = counterpart(focused, drawn, container);
    drawn.remove();
    delete container.dataset.drawnPage;
    keep?.focus();
  };
  return true;
}

/**
 * Shows the app at once when it is at another address than the page the server drew (it redirected,
 * or the history moved): the held page shows a screen the person has left, and the screen the app is
 * on is not one that says when it is drawn.
 */
export function revealIfElsewhere(pathname: string): void {
  if (drawnFor !== null && pathname !== drawnFor) revealApp();
}

/** Shows the app in place of the page the server drew (once; nothing when there is none). */
export function revealApp(): void {
  const shown = reveal;
  reveal = null;
  shown?.();
}
