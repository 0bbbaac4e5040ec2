import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { visible } from './support/flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';

// On a slow connection the page's frame shows at once, from the HTML alone, while the app's scripts
// are still on their way; then the app replaces it. Told by what had arrived when it was painted,
// not by the clock: how soon a first load paints is measured by `npm run bench:vitals`.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

it('shows a skeleton of the page as soon as its HTML arrives while the scripts are held back, then the app', async () => {
  const { context, page } = await newPage(browser, server.url);
  let release = () => {};
  try {
    // Every script is held back until the skeleton has been painted: what shows before is the HTML's alone.
    const released = new Promise<void>((resolve) => (release = () => resolve()));
    let scriptsSent = 0;
    await page.route('**/assets/*.js', async (route) => {
      await released;
      scriptsSent++;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const loading = page.getByRole('status', { name: 'Loading Kinfolk' });
    await loading.waitFor({ state: 'visible' });
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint'));
    expect(scriptsSent).toBe(0);
    release();
    await visible(page.getByRole('link', { name: 'Start Building' }));
    expect(scriptsSent).toBeGreaterThan(0);
    expect(await loading.count()).toBe(0);
  } finally {
    release();
    await context.close();
  }
});
