// When the tree screen the server drew into the page (web/src/features/family-tree/DrawnTreeScreen.tsx)
// was first painted: the browser's Element Timing entry for the focus's name on its chart, which
// comes with no script of the page's own. Shared by bench:render and bench:vitals.

/** The Element Timing name the drawn chart gives the focus's name. */
export { TREE_DRAWN_AHEAD_TIMING as DRAWN_AHEAD_TIMING } from '../web/src/features/family-tree/tree/timing.ts';

/** What the page recorded of the drawn chart: when it was painted, and how many people it showed; null when it was not drawn. */
export interface DrawnAhead {
  paintedMs: number;
  people: number;
}

/** The browser globals used inside the page (bench/ is type-checked without the DOM library). */
interface InPage {
  PerformanceObserver: new (callback: (list: { getEntries(): { identifier?: string; renderTime?: number; startTime: number }[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
  document: { readyState: string; querySelectorAll(selector: string): { length: number }; addEventListener(type: 'readystatechange', listener: () => void): void };
  benchDrawnAhead?: DrawnAhead;
}

/**
 * Added to the page before it loads (context.addInitScript): records the drawn chart's paint, and how
 * many people it showed (counted once the page is parsed, before the app can have replaced it).
 */
export function recordDrawnAhead(name: string): void {
  const w = globalThis as unknown as InPage;
  let people = 0;
  // Once the page is parsed and before any of its scripts has run.
  w.document.addEventListener('readystatechange', () => {
    if (w.document.readyState === 'interactive') people = w.document.querySelectorAll('[data-drawn-chart] .tree-person-still').length;
  });
  new w.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== name || w.benchDrawnAhead) continue;
      w.benchDrawnAhead = { paintedMs: entry.renderTime || entry.startTime, people };
    }
  }).observe({ type: 'element', buffered: true });
}

/** Read in the page (page.evaluate): what recordDrawnAhead recorded. */
export function drawnAheadInPage(): DrawnAhead | null {
  return (globalThis as unknown as InPage).benchDrawnAhead ?? null;
}
