import type { Browser } from 'playwright-core';
import { axeFindings } from './support/accessibility.ts';
import { DESKTOP, launchBrowser, newContext, newPage, PHONE, screenshot } from './support/browser.ts';
import { dashboardGreeting, visible } from './support/flows.ts';
import { addRelative, ownTree } from './support/overview-flows.ts';
import { signInAndOnboard } from './support/tree-flows.ts';
import { TREE_DRAWN_AHEAD_TIMING } from '../web/src/features/family-tree/tree/timing.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';

// On a slow connection the page shows at once, from the HTML alone, while the app's scripts are still
// on their way: the landing page drawn by the server, in the visitor's language, which the app then
// takes over as it is; for someone signed in, their dashboard drawn by the server with their figures,
// and their tree screen with its near generations, which the app replaces once its own is drawn; any
// other page's frame, which the app replaces. Told by what had arrived when
// it was painted, not by the clock: how soon a first load paints is measured by `npm run bench:vitals`.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

/** Holds every script back until released; counts those sent. */
async function holdScripts(page: import('playwright-core').Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = () => resolve()));
  const held = { sent: 0, release: () => release() };
  await page.route('**/assets/*.js', async (route) => {
    await released;
    held.sent++;
    await route.continue();
  });
  return held;
}

/** Whether React has taken the page's root over (hydrated or rendered it). */
const appAttached = () => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer'));

it('shows the landing page drawn as soon as its HTML arrives while the scripts are held back, then the app takes it over as it is', async () => {
  const { context, page } = await newPage(browser, server.url);
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  const held = await holdScripts(page);
  try {
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: "Your family's story, kept together." });
    await heading.waitFor({ state: 'visible' });
    await visible(page.getByRole('link', { name: 'Start Building' }));
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint'));
    expect(held.sent).toBe(0);
    expect(await page.getByRole('status', { name: 'Loading Kinfolk' }).count()).toBe(0);
    // The very heading the server drew is the one the app keeps (taken over, not drawn again).
    await heading.evaluate((element) => ((element as HTMLElement & { drawnByServer?: boolean }).drawnByServer = true));
    held.release();
    await page.waitForFunction(appAttached);
    expect(held.sent).toBeGreaterThan(0);
    expect(await heading.evaluate((element) => (element as HTMLElement & { drawnByServer?: boolean }).drawnByServer)).toBe(true);
    // Working: the sign-in link leads on, and nothing was reported as not matching.
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    expect(problems).toEqual([]);
  } finally {
    held.release();
    await context.close();
  }
});

it('draws the landing page in Spanish for a visitor whose browser asks for it', async () => {
  const context = await newContext(browser, { baseURL: server.url, locale: 'es-ES' });
  try {
    const page = await context.newPage();
    const held = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await visible(page.getByRole('heading', { level: 1, name: 'La historia de tu familia, toda en un mismo lugar.' }));
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(held.sent).toBe(0);
    held.release();
    await page.waitForFunction(appAttached);
    await visible(page.getByRole('link', { name: 'Empezar a construir' }));
  } finally {
    await context.close();
  }
});

it("shows any other page's frame as soon as its HTML arrives while the scripts are held back, then the app", async () => {
  const { context, page } = await newPage(browser, server.url);
  const held = await holdScripts(page);
  try {
    await page.goto('/family-tree', { waitUntil: 'commit' });
    const loading = page.getByRole('status', { name: 'Loading Kinfolk' });
    await loading.waitFor({ state: 'visible' });
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint'));
    expect(held.sent).toBe(0);
    held.release();
    // Signed out, the tree's page sends the visitor to the landing page, drawn by the app now.
    await visible(page.getByRole('link', { name: 'Start Building' }));
    expect(held.sent).toBeGreaterThan(0);
    expect(await loading.count()).toBe(0);
  } finally {
    held.release();
    await context.close();
  }
});

it("shows a signed-in person's dashboard drawn, with their figures, while the scripts are held back; the app then takes its place, with nothing lost or doubled", async () => {
  const { context, page } = await newPage(browser, server.url, PHONE);
  try {
    await signInAndOnboard(page, { fullName: 'Ada Drawn', email: 'ada.drawn@example.com' }, 'Vigo');
    await addRelative(page, { firstName: 'Rosa', lastName: 'Drawn', gender: 'female', relationshipType: 'child', relativeId: (await ownTree(page)).selfId });
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(String(error)));
    const graphql: string[] = [];
    page.on('request', (request) => request.url().endsWith('/graphql') && graphql.push(request.postDataJSON()?.operationName));
    const held = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    // From the HTML alone: the greeting, the figures, the recent activity and links that work.
    const drawn = page.locator('[data-drawn-page="dashboard"]');
    await visible(drawn.getByRole('heading', { level: 1, name: /^Welcome( back)?, Ada!$/ }));
    await visible(drawn.getByRole('region', { name: 'Recent Activity' }).getByText(/Rosa Drawn/).first());
    await visible(drawn.getByText('2', { exact: true }).first());
    expect(await drawn.getByRole('link', { name: /Family Tree/ }).first().getAttribute('href')).toBe('/family-tree');
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint'));
    expect(held.sent).toBe(0);
    // The menu button needs the app: it waits for it, disabled, rather than losing a tap.
    expect(await drawn.getByRole('button', { name: 'Open menu' }).isDisabled()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    held.release();
    // The app's own dashboard replaces the drawn one: one greeting, the app's parts (the bell), no drawn page left.
    await visible(dashboardGreeting(page, 'Ada'));
    await visible(page.getByRole('button', { name: /Notifications/ }));
    await drawn.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(page.getByRole('navigation').getByRole('link', { name: /Family Tree/ }).first());
    // What the page carried was enough: the app did not ask for the dashboard again.
    expect(graphql).not.toContain('Dashboard');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

it('draws the dashboard in Spanish and dark for a person whose browser asks for them, readable without any script', async () => {
  const { context: session, page: signedIn } = await newPage(browser, server.url);
  await signInAndOnboard(signedIn, { fullName: 'Bea Oscura', email: 'bea.drawn@example.com' }, 'Lima');
  const context = await newContext(browser, { baseURL: server.url, locale: 'es-ES', colorScheme: 'dark', javaScriptEnabled: false, viewport: PHONE });
  try {
    await context.addCookies(await session.cookies());
    const page = await context.newPage();
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1, name: /^¡(Te damos la bienvenida|Qué gusto verte de nuevo), Bea!$/ }));
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(251, 246, 239)');
    await screenshot(page, 'dashboard-drawn-es-dark-390', { fullPage: false });
    // Signed out, nobody's dashboard is drawn.
    const stranger = await newContext(browser, { baseURL: server.url, javaScriptEnabled: false });
    const page2 = await stranger.newPage();
    await page2.goto('/');
    expect(await page2.content()).not.toContain('Bea');
    await stranger.close();
  } finally {
    await context.close();
    await session.close();
  }
});

/** The drawn chart's cards, by the names they show. */
const cardNames = (page: import('playwright-core').Page) =>
  page.locator('[data-drawn-page="tree"] [data-drawn-chart] .tree-person-still').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')?.split(',')[0]));

it("shows a signed-in person's tree screen drawn, with their near generations, while the scripts are held back; the app's chart then takes its place", async () => {
  const { context, page } = await newPage(browser, server.url, PHONE);
  try {
    await signInAndOnboard(page, { fullName: 'Noor Drawn', email: 'noor.drawn@example.com' }, 'Vigo');
    const { selfId } = await ownTree(page);
    await addRelative(page, { firstName: 'Hana', lastName: 'Drawn', gender: 'female', relationshipType: 'parent', relativeId: selfId });
    await addRelative(page, { firstName: 'Omar', lastName: 'Drawn', gender: 'male', relationshipType: 'parent', relativeId: selfId });
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(String(error)));
    const held = await holdScripts(page);
    await page.goto('/family-tree', { waitUntil: 'commit' });
    // From the HTML alone: the screen's heading and the chart with the three of them, the viewer in the middle.
    const drawn = page.locator('[data-drawn-page="tree"]');
    await visible(drawn.getByRole('heading', { level: 1, name: 'Family Tree' }));
    const chart = drawn.getByRole('group', { name: 'Family tree' });
    await visible(chart);
    expect((await cardNames(page)).sort()).toEqual(['Hana Drawn', 'Omar Drawn', 'You (Noor Drawn)']);
    const panel = await chart.boundingBox();
    const self = await drawn.locator('.tree-person-still[aria-current="true"] .tree-card').boundingBox();
    expect(Math.abs(self!.x + self!.width / 2 - (panel!.x + panel!.width / 2))).toBeLessThan(2);
    expect(self!.y).toBeGreaterThan(panel!.y);
    expect(self!.y + self!.height).toBeLessThan(panel!.y + panel!.height);
    // The browser said when the chart was painted, before any script ran.
    const painted = await page.evaluate(
      (name) =>
        new Promise<boolean>((resolve) => {
          setTimeout(() => resolve(false), 10_000);
          new PerformanceObserver((list) => {
            if (list.getEntries().some((e) => (e as PerformanceEntry & { identifier?: string }).identifier === name)) resolve(true);
          }).observe({ type: 'element', buffered: true });
        }),
      TREE_DRAWN_AHEAD_TIMING,
    );
    expect(painted).toBe(true);
    expect(held.sent).toBe(0);
    // Nothing serious for axe in the page as drawn.
    expect((await axeFindings(page)).blocking).toEqual([]);
    await screenshot(page, 'tree-drawn-390', { fullPage: false });
    held.release();
    // The app's own chart replaces the drawn one: one heading, the chart's controls, no drawn page left.
    await visible(page.locator('[aria-roledescription="family tree"][data-tree-ready="true"]'));
    await drawn.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();
    await visible(page.getByRole('button', { name: 'Zoom in' }));
    await screenshot(page, 'tree-live-390', { fullPage: false });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

it('draws the tree screen in Spanish and dark, and on a wide screen, readable without any script; nobody else sees it', async () => {
  const { context: session, page: signedIn } = await newPage(browser, server.url);
  const { context: otherSession, page: other } = await newPage(browser, server.url);
  const opened: import('playwright-core').BrowserContext[] = [];
  try {
    await signInAndOnboard(signedIn, { fullName: 'Lía Oscura', email: 'lia.drawn@example.com' }, 'Lima');
    const { treeId, selfId } = await ownTree(signedIn);
    await addRelative(signedIn, { firstName: 'Tomás', lastName: 'Oscura', gender: 'male', relationshipType: 'child', relativeId: selfId });
    for (const look of [{ locale: 'es-ES', colorScheme: 'dark' as const, viewport: PHONE, name: 'tree-drawn-es-dark-390' }, { locale: 'en-GB', colorScheme: 'light' as const, viewport: DESKTOP, name: 'tree-drawn-1280' }]) {
      const context = await newContext(browser, { baseURL: server.url, locale: look.locale, colorScheme: look.colorScheme, javaScriptEnabled: false, viewport: look.viewport });
      opened.push(context);
      await context.addCookies(await session.cookies());
      const page = await context.newPage();
      await page.goto('/family-tree');
      await visible(page.getByRole('heading', { level: 1, name: look.locale === 'es-ES' ? 'Árbol genealógico' : 'Family Tree' }));
      expect((await cardNames(page)).sort()).toEqual(look.locale === 'es-ES' ? ['Tomás Oscura', 'Tú (Lía Oscura)'] : ['Tomás Oscura', 'You (Lía Oscura)']);
      await screenshot(page, look.name, { fullPage: false });
    }
    // Signed out, nobody's tree is drawn; signed in as someone else, asking for her tree draws nothing of it either.
    const stranger = await newContext(browser, { baseURL: server.url, javaScriptEnabled: false });
    opened.push(stranger);
    await (await stranger.newPage()).goto('/family-tree');
    expect(await stranger.pages()[0].content()).not.toContain('Tomás');
    await signInAndOnboard(other, { fullName: 'Iker Ajeno', email: 'iker.drawn@example.com' }, 'Bilbao');
    const nosy = await newContext(browser, { baseURL: server.url, javaScriptEnabled: false });
    opened.push(nosy);
    await nosy.addCookies(await otherSession.cookies());
    const page = await nosy.newPage();
    await page.goto(`/family-tree?tree=${treeId}&focus=${selfId}`);
    const html = await page.content();
    expect(html).not.toContain('Tomás');
    expect(html).not.toContain('Lía');
    expect(await page.locator('[data-drawn-page="tree"]').count()).toBe(0);
  } finally {
    await Promise.all(opened.map((context) => context.close()));
    await otherSession.close();
    await session.close();
  }
});
