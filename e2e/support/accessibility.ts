import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Locator, Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeFindings {
  /** Serious and critical violations: each one fails the check. */
  blocking: string[];
  /** Moderate and minor ones: reported, not failed on. */
  minor: string[];
}

/** A violation in a line a person can act on: the rule, its impact, what it says and where. */
function describe(violation: Result): string[] {
  return violation.nodes.map((node) => {
    const why = (node.any[0] ?? node.all[0] ?? node.none[0])?.message ?? violation.help;
    return `${violation.id} (${violation.impact}): ${why} at ${node.target.join(' ')}`;
  });
}

/** Runs axe on the page as it stands (or only within `include`). */
export async function axeFindings(page: Page, include?: string): Promise<AxeFindings> {
  // Only the violations in full: passes and incomplete results cost time and are not read. axe runs
  // in the page itself (legacy mode): otherwise it opens a blank page for every run to put the frames'
  // results together, which took about 1 s of the 1.5 s a run costs on a 2-core machine. The app
  // has no frames from other origins, the one thing only that blank page would check.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  return { blocking: blocking.flatMap(describe), minor: minor.flatMap(describe) };
}

/** Where the keyboard focus is, and whether it shows: an outline or a ring (box shadow) on the control. */
export function focusState(page: Page, within: Locator) {
  return within.evaluate((container) => {
    const el = document.activeElement;
    if (!el || el === document.body) return { inside: false, what: 'nothing', indicator: false };
    // The box that draws a control's focus: a text field's frame, a switch's or a checkbox's knob.
    const drawn = [el, el.closest('.MuiInputBase-root, .MuiPickersInputBase-root'), el.closest('.MuiButtonBase-root')].filter(Boolean) as Element[];
    const indicator = drawn.some((box) => {
      const style = getComputedStyle(box);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    });
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return { inside: container.contains(el), what, indicator };
  });
}

/** Whether the element is the one that has the keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}
