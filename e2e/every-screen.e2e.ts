/**
 * @long every screen laid out at five widths, and axe at two of them
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeFindings, focusState, isFocused } from './support/accessibility.ts';
import { artifactsDir, DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { visible } from './support/flows.ts';
import { layoutProblems, settle, viewportOf, WIDTHS } from './support/layout.ts';
import { ameliaIn, atEachSize, buildFamily, screenNamed, screens, type Family, type FirstScreen, type Screen } from './support/screen-tour.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';

// Every screen and dialog of the app, reached once by one family (e2e/support/screen-tour.ts) and,
// where it stands:
// - laid out at 320, 390, 768, 1280 and 1920 px wide: nothing scrolls sideways or sticks out, no two
//   controls or texts overlap, no text is cut off; each saved as e2e/artifacts/<screen>-<width>.png
//   for a person to look at (the problems also in layout-problems.txt);
// - checked by axe (WCAG 2 A and AA, and best practices) at a laptop's and a phone's width (1280 and
//   390 px): no serious or critical violation; the moderate and minor ones are written to
//   e2e/artifacts/accessibility-minor.txt for a person to weigh.
// The dashboard and the tree again in Spanish (longer words) and in the dark scheme (other colours
// to contrast), and laid out at 200 % zoom. Then the keyboard: the main dialogs open from the
// keyboard, keep the focus inside while tabbing, close with Escape and give the focus back to the
// button that opened them, and each control focused shows it.

/** The widths axe runs at: a laptop's and a phone's. */
const AUDITED_WIDTHS: number[] = [DESKTOP.width, PHONE.width];

let server: RunningServer;
let browser: Browser;
let family: Family;
/** Every layout problem seen, written to e2e/artifacts/layout-problems.txt at the end. */
const layoutSeen: string[] = [];
const minor = new Map<string, string[]>();
const serious = new Map<string, string[]>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  mkdirSync(artifactsDir, { recursive: true });
});

afterAll(async () => {
  writeFileSync(path.join(artifactsDir, 'layout-problems.txt'), layoutSeen.length ? `${layoutSeen.join('\n')}\n` : 'No layout problems.\n');
  const report = (found: Map<string, string[]>) => [...found].map(([where, lines]) => `${where}\n${lines.map((line) => `  ${line}`).join('\n')}\n`).join('\n');
  writeFileSync(path.join(artifactsDir, 'accessibility-minor.txt'), report(minor) || 'No moderate or minor violations.\n');
  writeFileSync(path.join(artifactsDir, 'accessibility-serious.txt'), report(serious) || 'No serious or critical violations.\n');
  await browser?.close();
  if (server) await stopServer(server, true);
});

/** Checks the layout of the screen as it stands and saves its picture as `<name>.png`; returns the problems, labelled. */
async function look(page: Page, name: string, picture: Screen['picture']): Promise<string[]> {
  await settle(page);
  const problems = await layoutProblems(page);
  const file = path.join(artifactsDir, `${name}.png`);
  if (typeof picture === 'function') await picture(page).screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: picture !== 'window' });
  const labelled = problems.map((problem) => `${name}: ${problem}`);
  layoutSeen.push(...labelled);
  return labelled;
}

/** axe on the page as it stands: the serious and critical violations, each labelled with where it was seen. */
async function audit(page: Page, where: string, within?: string): Promise<string[]> {
  await settle(page, { scroll: false });
  const found = await axeFindings(page, within);
  if (found.minor.length) minor.set(where, found.minor);
  if (found.blocking.length) serious.set(where, found.blocking);
  return found.blocking.map((line) => `${where}: ${line}`);
}

/**
 * The screen's layout at this width and, at a laptop's or a phone's, axe on it. A dialog or popup is
 * audited by itself (the page under it is audited as its own screen); a section of a page (the
 * profile's Language, Security and Access tokens, the tree's people list) is audited with its page.
 */
async function check(page: Page, screen: Pick<Screen, 'picture' | 'within' | 'partOf'>, label: string, width: number): Promise<string[]> {
  const problems = await look(page, `${label}-${width}`, screen.picture);
  if (AUDITED_WIDTHS.includes(width) && !screen.partOf) problems.push(...(await audit(page, `${label} at ${width}px`, screen.within)));
  return problems;
}

/** The screen at each of the five widths (see atEachSize), checked at each. */
const checkAtWidths = (page: Page, screen: Screen, label = screen.name): Promise<string[]> =>
  atEachSize(page, family, screen, WIDTHS.map(viewportOf), (width) => check(page, screen, label, width));

describe('Every screen laid out at 320, 390, 768, 1280 and 1920 px, with axe at 1280 and 390 px', () => {
  it('the landing page, the provider’s sign-in form and each onboarding step', async () => {
    const problems: string[] = [];
    family = await buildFamily(browser, server, async (screen: FirstScreen, page) => {
      for (const width of WIDTHS) {
        await page.setViewportSize(viewportOf(width));
        problems.push(...(await check(page, {}, screen, width)));
      }
      await page.setViewportSize(DESKTOP);
    });
    expect(problems).toEqual([]);
  }, 600_000);

  it.each(screens.map((s) => [s.name, s] as const))('%s', async (_name, screen) => {
    expect(await checkAtWidths(family.amelia.page, screen)).toEqual([]);
  });
});

describe('The dashboard and the tree in Spanish, in the dark scheme and at 200 % zoom', () => {
  it('in Spanish (a browser set to es-ES)', async () => {
    const { context, page } = await ameliaIn(browser, server, family, { locale: 'es-ES' });
    try {
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      const problems: string[] = [];
      for (const name of ['dashboard', 'tree']) problems.push(...(await checkAtWidths(page, screenNamed(name), `${name}-es`)));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('in the dark scheme (the system set to dark)', async () => {
    // The same as a context made with colorScheme 'dark', on the page already open.
    const { page } = family.amelia;
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      const problems: string[] = [];
      for (const name of ['dashboard', 'tree']) problems.push(...(await checkAtWidths(page, screenNamed(name), `${name}-dark`)));
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(DESKTOP);
    }
  });

  it('laid out zoomed to 200 % (with the profile and the memories)', async () => {
    // Browser zoom is what a person uses to make text larger (WCAG 1.4.4 asks for 200 % without
    // loss). Chromium zooms by raising the device pixel ratio: a 1280 × 800 window zoomed to 200 %
    // lays pages out in 640 × 400 CSS pixels, each drawn with 2 × 2 device pixels, and media queries
    // see 640 px. A 640 × 400 viewport with deviceScaleFactor 2 is exactly that. (Scaling the page
    // with Emulation.setPageScaleFactor is pinch-zoom, which lays nothing out again; a larger root
    // font size or Page.setFontSizes is the browser's text-only setting, which MUI's pixel spacing
    // does not follow.) The pictures come out 1280 px wide, as the zoomed window shows them.
    const { context, page } = await ameliaIn(browser, server, family, { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
    try {
      const problems: string[] = [];
      for (const name of ['dashboard', 'tree', 'profile', 'memories']) {
        const screen = screenNamed(name);
        await screen.open(page, family);
        expect(await page.evaluate(() => window.devicePixelRatio)).toBe(2);
        problems.push(...(await look(page, `${name}-zoom200`, screen.picture)));
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * Opens the dialog from the keyboard (the opener focused, Enter), tabs forwards and backwards
 * through it, checking the focus stays inside and shows, closes it with Escape and checks the
 * focus is back on the opener.
 */
async function checkDialogKeyboard(page: Page, opener: Locator, dialogName: string) {
  // Focused once it takes the focus: a button still disabled (its screen loading) would not.
  await eventually(() => opener.isEnabled(), `the button opening ${dialogName} enabled`);
  await opener.focus();
  await eventually(() => isFocused(opener), `the button opening ${dialogName} focused`);
  await page.keyboard.press('Enter');
  const dialog = await visible(page.getByRole('dialog', { name: dialogName }));
  await settle(page, { scroll: false });
  expect((await focusState(page, dialog)).inside).toBe(true);

  const escaped: string[] = [];
  const unmarked: string[] = [];
  const seen = new Set<string>();
  const step = async (key: 'Tab' | 'Shift+Tab') => {
    await page.keyboard.press(key);
    const state = await focusState(page, dialog);
    if (!state.inside) escaped.push(`${key} to ${state.what}`);
    else if (!state.indicator) unmarked.push(state.what);
    seen.add(state.what);
  };
  for (let i = 0; i < 14; i++) await step('Tab');
  for (let i = 0; i < 5; i++) await step('Shift+Tab');
  expect({ escaped, unmarked: [...new Set(unmarked)] }).toEqual({ escaped: [], unmarked: [] });
  // More than one control was reached: the focus moved, it did not just stay put.
  expect(seen.size).toBeGreaterThan(2);

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement !== document.body);
  expect(await isFocused(opener)).toBe(true);
}

describe('The keyboard in the main dialogs', () => {
  it('traps the focus in Add Family Member, closes it with Escape and gives the focus back', async () => {
    const { page } = family.amelia;
    await page.setViewportSize(DESKTOP);
    await screenNamed('tree').open(page, family);
    await checkDialogKeyboard(page, page.getByRole('button', { name: 'Add Family Member', exact: true }).first(), 'Add Family Member');
  });

  it('does the same in Upload Memory', async () => {
    const { page } = family.amelia;
    await screenNamed('memories').open(page, family);
    await checkDialogKeyboard(page, page.getByRole('button', { name: 'Upload Memory', exact: true }).first(), 'Upload Memory');
  });

  it('does the same in Create New Circle', async () => {
    const { page } = family.amelia;
    await screenNamed('circles').open(page, family);
    await checkDialogKeyboard(page, page.getByRole('button', { name: 'Create New Circle', exact: true }).first(), 'Create New Circle');
  });

  it('does the same in Find Family, on a phone', async () => {
    const { page } = family.amelia;
    await page.setViewportSize(PHONE);
    await screenNamed('tree').open(page, family);
    await checkDialogKeyboard(page, page.getByRole('button', { name: 'Find Family', exact: true }).first(), 'Find Family');
    await page.setViewportSize(DESKTOP);
  });
});
