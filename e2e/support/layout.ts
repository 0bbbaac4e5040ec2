import type { Page } from 'playwright-core';

/** The widths every screen is looked at: a small phone, a phone, a tablet, a laptop, a wide desktop. */
export const WIDTHS = [320, 390, 768, 1280, 1920] as const;
export type Width = (typeof WIDTHS)[number];

/** A window of that width, with a height such a device has. */
export function viewportOf(width: number): { width: number; height: number } {
  const heights: Record<number, number> = { 320: 640, 390: 844, 640: 400, 768: 1024, 1280: 800, 1920: 1080 };
  return { width, height: heights[width] ?? 900 };
}

/** Waits for running transitions (a drawer sliding in, a toast leaving); endless spinners do not count. */
export function transitionsDone(page: Page) {
  return page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The screen as a user first sees it: scrolled to the top (a full-page picture of a scrolled page
 * shows sticky bars mid-page), the pointer off any control (no hover or tooltip; `pointerOff: false`
 * leaves it where a step put it), fonts, images and transitions settled.
 */
export async function settle(page: Page, { scroll = true, pointerOff = true }: { scroll?: boolean; pointerOff?: boolean } = {}) {
  if (scroll) await page.evaluate(() => window.scrollTo(0, 0));
  if (pointerOff) await page.mouse.move(page.viewportSize()!.width / 2, 1);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await transitionsDone(page);
}

export interface LayoutChecks {
  /** Two visible controls or text blocks of the same layer whose boxes overlap (default true). */
  overlaps?: boolean;
  /** Text cut off by a box that hides what overflows it, without an ellipsis saying so (default true). */
  clipping?: boolean;
}

/**
 * What a user would notice at a glance, in words (an empty list when the screen is fine):
 * - the page scrolls sideways, or a control or text sticks out of the window;
 * - two visible controls or text blocks overlap (not one inside the other, not a field's label over
 *   its own field, not something floating over the page on purpose: a dialog, a menu, a sticky bar);
 * - text is cut off by a box hiding its overflow (an ellipsis, or a line clamp, is a choice, not a fault).
 * What is hidden from everyone (aria-hidden behind a dialog, inert, invisible) is not looked at.
 */
export async function layoutProblems(page: Page, checks: LayoutChecks = {}): Promise<string[]> {
  return page.evaluate(({ overlaps, clipping }) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scrollWidth = document.scrollingElement!.scrollWidth;
    if (scrollWidth > width) problems.push(`the page scrolls sideways (${scrollWidth}px wide in ${width}px)`);

    const TEXT = 'h1, h2, h3, h4, h5, h6, p, label, dt, dd, th, td, legend, figcaption, blockquote';
    const CONTROL =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="option"], [role="switch"], [role="checkbox"], [role="radio"], [role="combobox"], [role="slider"], [role="spinbutton"], [tabindex]:not([tabindex="-1"])';
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const shown = (el: Element, box: DOMRect) =>
      box.width >= 2 &&
      box.height >= 2 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !el.closest('[aria-hidden="true"], [inert]');
    /**
     * The part of the element in sight: its box cut by every box around it that does not let its
     * content overflow (a dialog's scrolling content, a card, a box clipping a field), or null.
     */
    const seenBox = (el: Element) => {
      let { left, top, right, bottom } = el.getBoundingClientRect();
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.position === 'fixed') break;
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const edge = up.getBoundingClientRect();
        left = Math.max(left, edge.left);
        top = Math.max(top, edge.top);
        right = Math.min(right, edge.right);
        bottom = Math.min(bottom, edge.bottom);
      }
      return right - left >= 2 && bottom - top >= 2 ? { left, top, right, bottom } : null;
    };
    // What floats over the page on purpose is a layer of its own: each portal (a dialog, a menu, a
    // toast), each fixed or sticky box, each box placed over others (positioned, with a z-index: a
    // search box that widens over the links, a close button over a photo). Things of different
    // layers may lie over each other.
    const layerOf = (el: Element) => {
      let layer: Element | null = null;
      for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        const placed = style.position === 'fixed' || style.position === 'sticky' || (style.position === 'absolute' && style.zIndex !== 'auto');
        if (!layer && placed) layer = at;
        if (at.parentElement === document.body) return layer ?? at;
      }
      return layer;
    };
    // A field's parts (its label on the frame, its adornments inside) belong together.
    const fieldOf = (el: Element) =>
      el.closest('.MuiFormControl-root, .MuiAutocomplete-root, .MuiFormControlLabel-root') ?? el.closest('.MuiInputBase-root, .MuiPickersInputBase-root');

    const items: { el: Element; box: { left: number; top: number; right: number; bottom: number }; layer: Element | null; field: Element | null }[] = [];
    for (const el of document.querySelectorAll(`${TEXT}, ${CONTROL}`)) {
      // The family tree's cards are laid out by the chart, which has checks of its own.
      if (el.closest('svg')) continue;
      if (!shown(el, el.getBoundingClientRect())) continue;
      const box = seenBox(el);
      if (!box) continue;
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`${name(el)} sticks out of the screen (${Math.round(box.left)}..${Math.round(box.right)} of ${width})`);
      }
      items.push({ el, box, layer: layerOf(el), field: fieldOf(el) });
    }

    if (overlaps) {
      for (let i = 0; i < items.length; i++) {
        for (let j = i + 1; j < items.length; j++) {
          const a = items[i];
          const b = items[j];
          if (a.layer !== b.layer) continue;
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          if (a.field && a.field === b.field) continue;
          const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (across > 2 && down > 2) {
            problems.push(`${name(a.el)} and ${name(b.el)} overlap (${Math.round(across)}×${Math.round(down)}px)`);
          }
        }
      }
    }

    if (clipping) {
      // Every element holding text of its own, against each box around it that hides its overflow.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const holders = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() && node.parentElement && !node.parentElement.closest('svg, script, style, noscript')) holders.add(node.parentElement);
      }
      for (const el of holders) {
        const box = el.getBoundingClientRect();
        if (!shown(el, box)) continue;
        const style = getComputedStyle(el);
        const hides = (s: CSSStyleDeclaration) => /hidden|clip/.test(s.overflowX + s.overflowY);
        const truncates = (s: CSSStyleDeclaration) => s.textOverflow === 'ellipsis' || (s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '');
        if (hides(style) && !truncates(style) && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
          problems.push(`${name(el)} is cut off (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
          continue;
        }
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          const around = getComputedStyle(up);
          if (!hides(around)) continue;
          if (truncates(around)) break;
          const edge = up.getBoundingClientRect();
          if (box.left < edge.left - 1 || box.right > edge.right + 1 || box.top < edge.top - 1 || box.bottom > edge.bottom + 1) {
            // A box that scrolls (its overflow is hidden on one side only) shows the rest when scrolled.
            if (/auto|scroll/.test(around.overflowX + around.overflowY)) break;
            problems.push(`${name(el)} is cut off by the box around it (${Math.round(box.left)},${Math.round(box.top)}..${Math.round(box.right)},${Math.round(box.bottom)} outside ${Math.round(edge.left)},${Math.round(edge.top)}..${Math.round(edge.right)},${Math.round(edge.bottom)})`);
            break;
          }
        }
      }
    }
    return [...new Set(problems)];
  }, { overlaps: checks.overlaps ?? true, clipping: checks.clipping ?? true });
}
