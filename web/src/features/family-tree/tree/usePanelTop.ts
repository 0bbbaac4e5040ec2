import { useLayoutEffect, type RefObject } from 'react';

/**
 * Writes where the panel starts on the page into its --tree-panel-top, from which its height is
 * worked out (PANEL_HEIGHT), so that it reaches down to the bottom of the screen. Measured again
 * when the window is resized or anything above the panel changes size.
 */
export function usePanelTop(panelRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    let top = NaN;
    const measure = () => {
      const now = Math.round(panel.getBoundingClientRect().top + window.scrollY);
      if (now === top) return;
      top = now;
      panel.style.setProperty('--tree-panel-top', `${now}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [panelRef]);
}
