import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { visible } from './support/flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';

// On a slow connection the page's frame shows at once, from the HTML alone, while the app's scripts
// are still on their way; then the app replaces it.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

it('shows a skeleton of the page as soon as its HTML arrives while the scripts take seconds, then the app', async () => {
  const { context, page } = await newPage(browser, server.url);
  try {
    // Every script arrives two seconds late.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 2000));
      await route.continue();
    });
    const started = Date.now();
    await page.goto('/', { waitUntil: 'commit' });
    const loading = page.getByRole('status', { name: 'Loading Kinfolk' });
    await loading.waitFor({ state: 'visible', timeout: 2000 });
    // Painted soon after the page's HTML arrived (20–120 ms here, with the page's small stylesheet),
    // long before the first script: the bound leaves room for a busy machine, not for a script.
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint'), undefined, { timeout: 1500 });
    const { painted, htmlArrived } = await page.evaluate(() => ({
      painted: performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? Infinity,
      htmlArrived: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    }));
    expect(painted - htmlArrived).toBeLessThan(500);
    expect(Date.now() - started).toBeLessThan(2000);
    await visible(page.getByRole('link', { name: 'Start Building' }));
    expect(await loading.count()).toBe(0);
  } finally {
    await context.close();
  }
});
