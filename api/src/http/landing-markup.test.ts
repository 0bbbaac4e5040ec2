import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { landingMarkup, pageLanguage } from './landing-markup.ts';
import { pageRenderer } from './page-renderer.ts';

// The landing page drawn into index.html by the web build's server rendering: here a stand-in for
// that file (the real one is exercised in Chromium by e2e/slow-connection.e2e.ts).

const PAGE = '<html lang="en"><head><title>K</title></head><body><div id="root"><!--boot-frame--><div class="boot">…</div><!--/boot-frame--></div></body></html>';
const SIGNED_OUT = { currentUser: { me: null }, signInOptions: { needsAdministrator: false, builtInAccounts: true } } as never;

const made: string[] = [];
afterAll(() => made.forEach((dist) => rmSync(dist, { recursive: true, force: true })));

function distWith(renderer: string | null): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-landing-'));
  made.push(dist);
  if (renderer !== null) {
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, '.ssr', 'pages.js'), renderer);
  }
  return dist;
}

const COUNTING = `globalThis.landingRenders = 0;
export async function renderLanding(language, boot) {
  globalThis.landingRenders++;
  return { html: '<main><h1>' + language + (boot.signInOptions.needsAdministrator ? ' first' : '') + '</h1></main>', styles: '<style data-emotion="css x">h1{}</style>' };
}`;

it('draws the page in the language asked for, in place of the loading frame, with its styles and the language said', async () => {
  const withLanding = landingMarkup(pageRenderer(distWith(COUNTING)));
  const page = await withLanding(PAGE, 'es', SIGNED_OUT);
  expect(page).toBe('<html lang="es"><head><title>K</title><style data-emotion="css x">h1{}</style></head><body><div id="root" data-drawn="es"><main><h1>es</h1></main></div></body></html>');
});

it('draws each language and set of sign-in options once', async () => {
  const withLanding = landingMarkup(pageRenderer(distWith(COUNTING)));
  const counted = () => (globalThis as { landingRenders?: number }).landingRenders;
  await withLanding(PAGE, 'en', SIGNED_OUT);
  const before = counted()!;
  await withLanding(PAGE, 'en', SIGNED_OUT);
  expect(counted()).toBe(before);
  const fresh = { currentUser: { me: null }, signInOptions: { needsAdministrator: true, builtInAccounts: true } } as never;
  expect(await withLanding(PAGE, 'en', fresh)).toContain('<h1>en first</h1>');
  expect(counted()).toBe(before + 1);
});

it('sends the page as it is without a server rendering, or when it fails, and does not try a failing one for every visitor', async () => {
  expect(await landingMarkup(pageRenderer(distWith(null)))(PAGE, 'en', SIGNED_OUT)).toBe(PAGE);
  const failing = landingMarkup(pageRenderer(distWith('globalThis.failedRenders = 0; export async function renderLanding() { globalThis.failedRenders++; throw new Error("no"); }')));
  expect(await failing(PAGE, 'en', SIGNED_OUT)).toBe(PAGE);
  expect(await failing(PAGE, 'en', SIGNED_OUT)).toBe(PAGE);
  expect((globalThis as { failedRenders?: number }).failedRenders).toBe(1);
  expect(await landingMarkup(pageRenderer(distWith('this is not javascript')))(PAGE, 'en', SIGNED_OUT)).toBe(PAGE);
});

// Like i18next's one instance: the language is switched at once, then the rendering waits for its texts.
const SHARED_LANGUAGE = `let current = 'en';
export async function renderLanding(language) {
  current = language;
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { html: '<main lang="' + current + '"></main>', styles: '' };
}`;

it('draws two languages asked for at once each in its own language', async () => {
  const withLanding = landingMarkup(pageRenderer(distWith(SHARED_LANGUAGE)));
  const [en, es] = await Promise.all([withLanding(PAGE, 'en', SIGNED_OUT), withLanding(PAGE, 'es', SIGNED_OUT)]);
  expect(en).toContain('<main lang="en">');
  expect(es).toContain('<main lang="es">');
});

it("keeps a `$` in what is drawn as it is, not as a replacement pattern", async () => {
  const dollars = "export async function renderLanding() { return { html: '<main>$& $\\' $`</main>', styles: '<style>a::after{content:\"$\\'\"}</style>' }; }";
  const page = await landingMarkup(pageRenderer(distWith(dollars)))(PAGE, 'en', SIGNED_OUT);
  expect(page).toContain("<style>a::after{content:\"$'\"}</style></head>");
  expect(page).toContain("<main>$& $' $`</main>");
});

it("takes the visitor's first language Kinfolk has, else English", () => {
  expect(pageLanguage(() => 'es')).toBe('es');
  expect(pageLanguage(() => false)).toBe('en');
});

it('draws the landing page on a later visit when it went out undrawn behind a crowd of drawings', async () => {
  const slow = `export async function renderLanding(language, boot) {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { html: '<main>' + language + (boot.signInOptions.needsAdministrator ? ' first' : '') + '</main>', styles: '' };
}`;
  const withLanding = landingMarkup(pageRenderer(distWith(slow), 1));
  const fresh = { currentUser: { me: null }, signInOptions: { needsAdministrator: true, builtInAccounts: true } } as never;
  const [first, crowded] = await Promise.all([withLanding(PAGE, 'en', fresh), withLanding(PAGE, 'es', SIGNED_OUT)]);
  expect(first).toContain('<main>en first</main>');
  expect(crowded).toBe(PAGE);
  expect(await withLanding(PAGE, 'es', SIGNED_OUT)).toContain('<main>es</main>');
});
