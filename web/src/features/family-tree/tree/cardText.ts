import { useSyncExternalStore } from 'react';
import { bodyFont } from '../../../theme/fonts';
import { textWidth } from '../export/chartText';

/** A card's type: its size in tree units, its weight, and its family when not the app's own. */
export interface CardFont {
  size: number;
  weight: number;
  family?: string | null;
}

const ELLIPSIS = '…';
/** Widths kept before the oldest are dropped: enough for every card on screen several times over. */
const KEPT = 4000;

let canvas: OffscreenCanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();

/**
 * How wide `text` is drawn in `font`: measured with the page's own font (a canvas draws text as the
 * chart does), estimated where there is no canvas (tests) with a little to spare.
 */
export function widthOf(text: string, font: CardFont): number {
  canvas ??= typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
  if (!canvas) return textWidth(text, font.size, font.weight >= 600);
  const family = font.family ?? bodyFont;
  const key = `${font.weight} ${font.size} ${family === bodyFont ? '' : family} ${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    canvas.font = `${font.weight} ${font.size}px ${family}`;
    width = canvas.measureText(text).width;
    if (widths.size >= KEPT) widths.delete(widths.keys().next().value!);
    widths.set(key, width);
  }
  return width;
}

/**
 * The first of `forms` (longest first, e.g. "Born 30 November 1982", "b. 30 Nov 1982") that fits in
 * `room`; when none does, the last cut short with an ellipsis (the card's title keeps the whole):
 * after as many whole words as fit when cut `'words'` (a name, so that the words shown are words
 * of the card's label), else after as many letters as fit.
 */
export function fitLine(forms: readonly string[], room: number, font: CardFont, cut: 'letters' | 'words' = 'letters'): string {
  for (const form of forms) if (widthOf(form, font) <= room) return form;
  const last = forms[forms.length - 1] ?? '';
  if (cut === 'words') {
    const words = last.split(' ');
    for (let n = words.length - 1; n > 0; n--) {
      const shown = `${words.slice(0, n).join(' ')}${ELLIPSIS}`;
      if (widthOf(shown, font) <= room) return shown;
    }
  }
  const letters = Array.from(last);
  const shorter = (n: number) => `${letters.slice(0, n).join('').trimEnd()}${ELLIPSIS}`;
  let low = 0;
  let high = letters.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (widthOf(shorter(mid), font) <= room) low = mid;
    else high = mid - 1;
  }
  return low > 0 ? shorter(low) : '';
}

let fontsLoaded = 0;
const waiting = new Set<() => void>();
let watching = false;

function onFontsLoaded(listener: () => void) {
  waiting.add(listener);
  if (!watching && typeof document !== 'undefined' && document.fonts) {
    watching = true;
    document.fonts.addEventListener('loadingdone', () => {
      widths.clear();
      fontsLoaded++;
      for (const rerender of waiting) rerender();
    });
  }
  return () => void waiting.delete(listener);
}

/**
 * Renders again when the page's fonts have loaded: text measured before then was measured in a
 * font standing in for them.
 */
export function useFontsLoaded(): number {
  // Drawn on the server (DrawnChart), no font has loaded.
  return useSyncExternalStore(onFontsLoaded, () => fontsLoaded, () => 0);
}
