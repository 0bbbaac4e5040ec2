import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { visible } from './support/flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { addFamilyMember, personCard, readyTree, signInAndOnboard } from './support/tree-flows.ts';

// The app installs (a web app manifest with icons, a service worker) and reads offline what was
// seen last: Ada opens her tree, loses the connection, reloads, and still sees it, with a banner
// that says so; a change she tries meanwhile is refused in words. Signing out forgets it all.

const ada = { fullName: 'Ada Lovelace', email: 'ada@example.com' };
const BANNER = "You're offline — showing what you saw last. Changes can't be saved until you're back online.";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // The app's service worker, which test contexts otherwise keep out, is what these journeys are about.
  ({ context, page } = await newPage(browser, server.url, DESKTOP, { serviceWorkers: 'allow' }));
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

/** The connection cut (or given back) by CDP, for the page and its service worker alike. */
let cdp: CDPSession | undefined;
async function goOffline(offline: boolean) {
  if (!cdp) {
    cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
  }
  await cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await context.setOffline(offline);
}

/** Waits until the service worker is active and this page is under its control. */
async function controlled(p: Page) {
  await p.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await p.evaluate(() => navigator.serviceWorker.controller !== null))) await p.reload();
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Whether the answers the app saved for offline reading are in IndexedDB (idb-keyval's store),
 * holding `text` when one is given.
 */
function savedAnswersPresent(p: Page, text = ''): Promise<boolean> {
  return p.evaluate(
    (text) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(false);
          const get = db.transaction('keyval').objectStore('keyval').get('kinfolk.saved-answers');
          get.onsuccess = () => resolve(get.result !== undefined && JSON.stringify(get.result).includes(text));
          get.onerror = () => resolve(false);
        };
      }),
    text,
  );
}

it('is installable: a manifest with a name, a start page and icons that exist, and a service worker', async () => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as { name: string; display: string; start_url: string; icons: { src: string; sizes: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'Kinfolk', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect([res.status(), res.headers()['content-type']]).toEqual([200, 'image/png']);
  }
  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  await controlled(page);
});

it('shows the tree seen last, with the offline banner, after a reload without a connection', async () => {
  await signInAndOnboard(page, ada, 'London');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Family Tree' }).click();
  await addFamilyMember(page, { firstName: 'Anne', lastName: 'Milbanke', relationship: 'Parent', gender: 'Female' });
  await visible(personCard(page, 'Anne Milbanke'));
  await controlled(page);
  await visible(personCard(page, 'Anne Milbanke'));
  // The answers are saved a moment after they arrive.
  await waitUntil(() => savedAnswersPresent(page, 'Milbanke'));
  const treeUrl = page.url();

  await goOffline(true);
  await page.reload();
  expect(page.url()).toBe(treeUrl);
  await visible(page.getByRole('status').filter({ hasText: BANNER }));
  await visible(readyTree(page));
  await visible(personCard(page, 'Anne Milbanke'));
  await screenshot(page, 'offline-tree-desktop');
});

it('refuses a change made offline with a sentence, and saves nothing', async () => {
  await page.getByRole('button', { name: 'Add Family Member' }).first().click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Add Family Member' }));
  await dialog.getByLabel('First name').fill('George');
  await dialog.getByLabel('Last name').fill('Byron');
  await dialog.getByRole('combobox', { name: 'Relationship' }).click();
  await page.getByRole('listbox', { name: 'Relationship' }).getByRole('option', { name: 'Parent', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('listbox', { name: 'Gender' }).getByRole('option', { name: 'Male', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await visible(page.getByText("You're offline, so this change was not saved. Try again once you're back online.").first());
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await goOffline(false);
  await page.getByRole('status').filter({ hasText: BANNER }).waitFor({ state: 'detached' });
  await page.reload();
  await visible(personCard(page, 'Anne Milbanke'));
  expect(await personCard(page, 'George Byron').count()).toBe(0);
});

it('forgets what it kept for offline reading when Ada signs out', async () => {
  expect(await savedAnswersPresent(page)).toBe(true);
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await visible(page.getByRole('link', { name: 'Start Building' }));
  expect(await savedAnswersPresent(page)).toBe(false);
  expect(await page.evaluate(() => caches.keys().then((names) => names.filter((name) => name.startsWith('kinfolk-'))))).toEqual([]);
});
