/**
 * @long every screen at five widths
 */
import type { Browser, Page } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { artifactsDir, DESKTOP, launchBrowser } from './support/browser.ts';
import { layoutProblems, settle, viewportOf, WIDTHS } from './support/layout.ts';
import { ameliaIn, atEachSize, buildFamily, screenNamed, screens, type Family, type Screen } from './support/screen-tour.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';

// Every screen and dialog at 320, 390, 768, 1280 and 1920 px wide: nothing scrolls sideways or
// sticks out, no two controls or texts overlap, no text is cut off; each saved as
// e2e/artifacts/<screen>-<width>.png for a person to look at. The dashboard and the tree again in
// Spanish (longer words) and in the dark scheme, and at 200 % zoom.

let server: RunningServer;
let browser: Browser;
let family: Family;
/** Every problem seen, written to e2e/artifacts/layout-problems.txt at the end. */
const seen: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  mkdirSync(artifactsDir, { recursive: true });
});

afterAll(async () => {
  writeFileSync(path.join(artifactsDir, 'layout-problems.txt'), seen.length ? `${seen.join('\n')}\n` : 'No layout problems.\n');
  await browser?.close();
  if (server) await stopServer(server, true);
});

/** Checks the screen as it stands and saves its picture as `<name>.png`; returns the problems, labelled. */
async function look(page: Page, name: string, picture: Screen['picture']): Promise<string[]> {
  await settle(page);
  const problems = await layoutProblems(page);
  const file = path.join(artifactsDir, `${name}.png`);
  if (typeof picture === 'function') await picture(page).screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: picture !== 'window' });
  const labelled = problems.map((problem) => `${name}: ${problem}`);
  seen.push(...labelled);
  return labelled;
}

/** The screen at each width (see atEachSize). */
const lookAtWidths = (page: Page, screen: Screen, label = screen.name): Promise<string[]> =>
  atEachSize(page, family, screen, WIDTHS.map(viewportOf), (width) => look(page, `${label}-${width}`, screen.picture));

describe('Layouts at 320, 390, 768, 1280 and 1920 px', () => {
  it('of the landing page, the provider’s sign-in form and each onboarding step', async () => {
    const problems: string[] = [];
    family = await buildFamily(browser, server, async (screen, page) => {
      for (const width of WIDTHS) {
        await page.setViewportSize(viewportOf(width));
        problems.push(...(await look(page, `${screen}-${width}`, undefined)));
      }
      await page.setViewportSize(DESKTOP);
    });
    expect(problems).toEqual([]);
  }, 600_000);

  it.each(screens.map((s) => [s.name, s] as const))('of %s', async (_name, screen) => {
    expect(await lookAtWidths(family.amelia.page, screen)).toEqual([]);
  });
});

describe('Layouts in Spanish, in the dark scheme and at 200 % zoom', () => {
  it('of the dashboard and the tree in Spanish (a browser set to es-ES)', async () => {
    const { context, page } = await ameliaIn(browser, server, family, { locale: 'es-ES' });
    try {
      const problems: string[] = [];
      for (const name of ['dashboard', 'tree']) problems.push(...(await lookAtWidths(page, screenNamed(name), `${name}-es`)));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('of the dashboard and the tree in the dark scheme (the system set to dark)', async () => {
    // The same as a context made with colorScheme 'dark', on the page already open.
    const { page } = family.amelia;
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      const problems: string[] = [];
      for (const name of ['dashboard', 'tree']) problems.push(...(await lookAtWidths(page, screenNamed(name), `${name}-dark`)));
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(DESKTOP);
    }
  });

  it('of the dashboard and the tree zoomed to 200 %', async () => {
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
