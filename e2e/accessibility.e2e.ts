/**
 * @long axe on every screen at two widths
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeFindings, focusState, isFocused } from './support/accessibility.ts';
import { artifactsDir, DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import { visible } from './support/flows.ts';
import { settle } from './support/layout.ts';
import { ameliaIn, atEachSize, buildFamily, screenNamed, screens, type Family, type Screen } from './support/screen-tour.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';

// Every screen and dialog checked by axe (WCAG 2 A and AA, and best practices) at a laptop's and a
// phone's width: no serious or critical violation; the moderate and minor ones are written to
// e2e/artifacts/accessibility-minor.txt for a person to weigh. The main screens again in Spanish and
// in the dark scheme (whose colours are other colours to contrast). Then the keyboard: the main
// dialogs open from the keyboard, keep the focus inside while tabbing, close with Escape and give the
// focus back to the button that opened them, and each control focused shows it.

let server: RunningServer;
let browser: Browser;
let family: Family;
const minor = new Map<string, string[]>();
const serious = new Map<string, string[]>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  mkdirSync(artifactsDir, { recursive: true });
  const report = (found: Map<string, string[]>) => [...found].map(([where, lines]) => `${where}\n${lines.map((line) => `  ${line}`).join('\n')}\n`).join('\n');
  writeFileSync(path.join(artifactsDir, 'accessibility-minor.txt'), report(minor) || 'No moderate or minor violations.\n');
  writeFileSync(path.join(artifactsDir, 'accessibility-serious.txt'), report(serious) || 'No serious or critical violations.\n');
  await browser?.close();
  if (server) await stopServer(server, true);
});

/** axe on the page as it stands: the serious and critical violations, each labelled with where it was seen. */
async function audit(page: Page, where: string, within?: string): Promise<string[]> {
  await settle(page, { scroll: false });
  const found = await axeFindings(page, within);
  if (found.minor.length) minor.set(where, found.minor);
  if (found.blocking.length) serious.set(where, found.blocking);
  return found.blocking.map((line) => `${where}: ${line}`);
}

/** The screen audited at a laptop's width, then resized to a phone's (reached again there when a phone shows it otherwise). */
const auditScreen = (page: Page, screen: Screen, label = screen.name): Promise<string[]> =>
  atEachSize(page, family, screen, [DESKTOP, PHONE], (width) => audit(page, `${label} at ${width}px`, screen.within));

describe('Accessibility: axe finds no serious or critical violation', () => {
  it('on the landing page, the provider’s sign-in form and each onboarding step', async () => {
    const blocking: string[] = [];
    family = await buildFamily(browser, server, async (screen, page) => {
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        blocking.push(...(await audit(page, `${screen} at ${size.width}px`)));
      }
      await page.setViewportSize(DESKTOP);
    });
    expect(blocking).toEqual([]);
  }, 600_000);

  // A dialog or popup is audited by itself (the page under it is audited as its own screen); a
  // section of a page (the profile's Language, Security and Access tokens, the tree's people list)
  // is audited with its page.
  it.each(screens.filter((s) => !s.partOf).map((s) => [s.name, s] as const))('on %s', async (_name, screen) => {
    expect(await auditScreen(family.amelia.page, screen)).toEqual([]);
  });

  it('on the dashboard and the tree in Spanish (a browser set to es-ES)', async () => {
    const { context, page } = await ameliaIn(browser, server, family, { locale: 'es-ES' });
    try {
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      const blocking: string[] = [];
      for (const name of ['dashboard', 'tree']) blocking.push(...(await auditScreen(page, screenNamed(name), `${name}-es`)));
      expect(blocking).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on the dashboard and the tree in the dark scheme (the system set to dark)', async () => {
    // The same as a context made with colorScheme 'dark', on the page already open.
    const { page } = family.amelia;
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      const blocking: string[] = [];
      for (const name of ['dashboard', 'tree']) blocking.push(...(await auditScreen(page, screenNamed(name), `${name}-dark`)));
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      expect(blocking).toEqual([]);
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(DESKTOP);
    }
  });
});

/**
 * Opens the dialog from the keyboard (the opener focused, Enter), tabs forwards and backwards
 * through it, checking the focus stays inside and shows, closes it with Escape and checks the
 * focus is back on the opener.
 */
async function checkDialogKeyboard(page: Page, opener: Locator, dialogName: string) {
  await opener.focus();
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

describe('Accessibility: the keyboard', () => {
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
