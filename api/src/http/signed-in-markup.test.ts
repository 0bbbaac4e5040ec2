import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_DRAWN_AHEAD_PEOPLE, type BootData } from '../../../shared/boot/index.ts';
import { signedInLanguage, signedInMarkup } from './signed-in-markup.ts';
import { landingMarkup } from './landing-markup.ts';
import { pageRenderer } from './page-renderer.ts';

// The dashboard and the tree screen drawn into index.html by the web build's server rendering: here a
// stand-in for that file (the real one is exercised in Chromium by e2e/slow-connection.e2e.ts).

const PAGE = '<html lang="en"><head><title>K</title></head><body><div id="root"><!--boot-frame--><div class="boot">…</div><!--/boot-frame--></div></body></html>';
const me = (name: string, language: string | null = null) => ({ __typename: 'User', id: `user-${name}`, firstName: name, isOnboarded: true, language });
const signedIn = (name: string, language: string | null = null): BootData => ({
  currentUser: { me: me(name, language) },
  dashboard: { variables: { activityCount: 6 }, data: { me: me(name, language) } },
});

/** The dashboard drawn for the person signed in, as the server asks for it at "/". */
const dashboardMarkup = (draw: ReturnType<typeof pageRenderer>) => {
  const withPage = signedInMarkup(draw);
  return (html: string, language: 'en' | 'es', boot: BootData) => withPage(html, language, boot, 'dashboard');
};

const made: string[] = [];
afterAll(() => made.forEach((dist) => rmSync(dist, { recursive: true, force: true })));

function distWith(renderer: string): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-dashboard-'));
  made.push(dist);
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(path.join(dist, '.ssr', 'pages.js'), renderer);
  return dist;
}

// Like the real rendering: the language and the data are the renderer's state while it draws.
const RENDERER = `let current;
export async function renderLanding(language) {
  current = 'landing ' + language;
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { html: '<main>' + current + '</main>', styles: '' };
}
export async function renderDashboard(language, boot) {
  current = boot.dashboard.data.me.firstName + ' ' + language;
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { html: '<main><h1>' + current + '</h1></main>', styles: '<style data-emotion="css d">h1{}</style>' };
}`;

it('draws the dashboard from the boot data in place of the loading frame, marked as the dashboard', async () => {
  const page = await dashboardMarkup(pageRenderer(distWith(RENDERER)))(PAGE, 'es', signedIn('Ada'));
  expect(page).toBe('<html lang="es"><head><title>K</title><style data-emotion="css d">h1{}</style></head><body><div id="root" data-drawn="es" data-drawn-page="dashboard"><main><h1>Ada es</h1></main></div></body></html>');
});

it("draws each person's dashboard for them, also when pages are asked for at once, and keeps none", async () => {
  const draw = pageRenderer(distWith(RENDERER));
  const withDashboard = dashboardMarkup(draw);
  const withLanding = landingMarkup(draw);
  const [ada, bea, landing, ada2] = await Promise.all([
    withDashboard(PAGE, 'en', signedIn('Ada')),
    withDashboard(PAGE, 'en', signedIn('Bea')),
    withLanding(PAGE, 'en', { currentUser: { me: null }, signInOptions: { needsAdministrator: false, builtInAccounts: true } }),
    withDashboard(PAGE, 'en', signedIn('Ada renamed')),
  ]);
  expect(ada).toContain('<h1>Ada en</h1>');
  expect(bea).toContain('<h1>Bea en</h1>');
  expect(bea).not.toContain('Ada');
  expect(landing).toContain('<main>landing en</main>');
  expect(ada2).toContain('<h1>Ada renamed en</h1>');
});

it('sends the page as it is without the dashboard data, without a rendering, or when the rendering fails', async () => {
  const draw = pageRenderer(distWith(RENDERER));
  expect(await dashboardMarkup(draw)(PAGE, 'en', { currentUser: { me: me('Ada') } })).toBe(PAGE);
  expect(await dashboardMarkup(pageRenderer(path.join(os.tmpdir(), 'kinfolk-no-such-build')))(PAGE, 'en', signedIn('Ada'))).toBe(PAGE);
  const failing = pageRenderer(distWith('export async function renderDashboard() { throw new Error("no"); }'));
  expect(await dashboardMarkup(failing)(PAGE, 'en', signedIn('Ada'))).toBe(PAGE);
  expect(await dashboardMarkup(draw)('<html><body>no frame</body></html>', 'en', signedIn('Ada'))).toBe('<html><body>no frame</body></html>');
});

it("draws in the person's own language, else the browser's first that Kinfolk has, else English", () => {
  expect(signedInLanguage(signedIn('Ada', 'es'), () => 'en')).toBe('es');
  expect(signedInLanguage(signedIn('Ada'), () => 'es')).toBe('es');
  expect(signedInLanguage(signedIn('Ada', 'xx'), () => false)).toBe('en');
});

it('sends pages as they are rather than keep them waiting behind a crowd of drawings', async () => {
  const withDashboard = dashboardMarkup(pageRenderer(distWith(RENDERER), 2));
  const pages = await Promise.all(['Ada', 'Bea', 'Cleo', 'Dan'].map((name) => withDashboard(PAGE, 'en', signedIn(name))));
  expect(pages.filter((page) => page === PAGE)).toHaveLength(2);
  expect(pages[0]).toContain('<h1>Ada en</h1>');
  expect(pages[1]).toContain('<h1>Bea en</h1>');
  // Once they are drawn, the next ones are drawn again.
  expect(await withDashboard(PAGE, 'en', signedIn('Eve'))).toContain('<h1>Eve en</h1>');
});

it("draws one page at a time for the same person: a second load meanwhile goes out undrawn", async () => {
  const withDashboard = dashboardMarkup(pageRenderer(distWith(RENDERER)));
  const [first, again] = await Promise.all([withDashboard(PAGE, 'en', signedIn('Ada')), withDashboard(PAGE, 'en', signedIn('Ada'))]);
  expect(first).toContain('<h1>Ada en</h1>');
  expect(again).toBe(PAGE);
  expect(await withDashboard(PAGE, 'en', signedIn('Ada'))).toContain('<h1>Ada en</h1>');
});

it('gives up on a drawing that never ends, and draws the next one', async () => {
  const hanging = `export async function renderDashboard(language, boot) {
  if (boot.dashboard.data.me.firstName === 'Stuck') return new Promise(() => {});
  return { html: '<main><h1>' + boot.dashboard.data.me.firstName + '</h1></main>', styles: '' };
}`;
  const withDashboard = dashboardMarkup(pageRenderer(distWith(hanging), 1, 50));
  expect(await withDashboard(PAGE, 'en', signedIn('Stuck'))).toBe(PAGE);
  expect(await withDashboard(PAGE, 'en', signedIn('Bea'))).toContain('<h1>Bea</h1>');
});

it('draws again right after a failed drawing', async () => {
  const failingOnce = `let failed = false;
export async function renderDashboard(language, boot) {
  if (!failed) { failed = true; throw new Error('once'); }
  return { html: '<main><h1>' + boot.dashboard.data.me.firstName + '</h1></main>', styles: '' };
}`;
  const withDashboard = dashboardMarkup(pageRenderer(distWith(failingOnce), 1));
  expect(await withDashboard(PAGE, 'en', signedIn('Ada'))).toBe(PAGE);
  expect(await withDashboard(PAGE, 'en', signedIn('Ada'))).toContain('<h1>Ada</h1>');
});

it('draws the tree screen at the address asked for from its near generations, and nothing without them or in a build without it', async () => {
  const renderer = `export async function renderDashboard() { return null; }
export async function renderTree(language, boot, address) {
  return { html: '<main><h1>' + boot.treeWindow.data.familyTree.focusId + ' ' + address + ' ' + language + '</h1></main>', styles: '' };
}`;
  const withPage = signedInMarkup(pageRenderer(distWith(renderer)));
  const windowOf = (nodes: { isSelf: boolean }[]): BootData => ({
    currentUser: { me: me('Ada') },
    treeWindow: { variables: { generationsUp: 2, generationsDown: 2 }, data: { familyTree: { focusId: 'p1', nodes } }, chartStyle: null },
  });
  const boot = windowOf([{ isSelf: true }, { isSelf: false }]);
  expect(await withPage(PAGE, 'es', boot, 'tree', '/family-tree?focus=p1')).toBe(
    '<html lang="es"><head><title>K</title></head><body><div id="root" data-drawn="es" data-drawn-page="tree"><main><h1>p1 /family-tree?focus=p1 es</h1></main></div></body></html>',
  );
  expect(await withPage(PAGE, 'en', { currentUser: { me: me('Ada') } }, 'tree', '/family-tree')).toBe(PAGE);
  expect(await signedInMarkup(pageRenderer(distWith(RENDERER)))(PAGE, 'en', boot, 'tree', '/family-tree')).toBe(PAGE);
  // The live screen may show the start of a tree for the viewer alone, and a window too wide is laid out by the browser.
  expect(await withPage(PAGE, 'en', windowOf([{ isSelf: true }]), 'tree', '/family-tree')).toBe(PAGE);
  expect(await withPage(PAGE, 'en', windowOf(Array.from({ length: MAX_DRAWN_AHEAD_PEOPLE + 1 }, (_, i) => ({ isSelf: i === 0 }))), 'tree', '/family-tree')).toBe(PAGE);
});

it('takes no place among the drawings for a page with nothing to draw, nor waits behind them', async () => {
  const hanging = `export async function renderDashboard() { return new Promise(() => {}); }`;
  // A drawing that never ends holds the queue; a page with nothing to draw goes out all the same,
  // rather than waiting its turn behind it.
  const withPage = signedInMarkup(pageRenderer(distWith(hanging), 2, 60_000));
  void withPage(PAGE, 'en', signedIn('Stuck'), 'dashboard');
  const waited = new Promise<'waited'>((resolve) => setTimeout(resolve, 1_000, 'waited').unref());
  expect(await Promise.race([withPage(PAGE, 'en', { currentUser: { me: me('Bea') } }, 'dashboard'), waited])).toBe(PAGE);
});
