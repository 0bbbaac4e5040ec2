import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page, type Request } from 'playwright-core';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * How long each wait of a page (an element, a navigation) lasts at most: only there to end a hang, on
 * a machine that may be running two journeys, their servers and browsers at once.
 */
export const PAGE_WAIT_MS = 90_000;

export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/** What every test's Chromium is started with: the network chatter a closed machine refuses turned off. */
export const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** Debian's Chromium, headless, with the network chatter a closed machine refuses turned off (and any `extraArgs`). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...BROWSER_ARGS, ...extraArgs],
  });
}

/**
 * A browser context for a test. The app's service worker is kept out unless `serviceWorkers: 'allow'`
 * is given, as the journeys about offline reading do: in a fresh profile it fetches and stores the
 * whole app (some 250 files, 5.6 MB) and then stands between the page and every request, which
 * tripled what opening a screen in a new context cost the machine (3.5 CPU-seconds more) and added a
 * fifth to every later page load. Nothing else a journey checks depends on it.
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ serviceWorkers: 'block', ...options });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** How a screen is looked at: in English and the light scheme, or in Spanish and the dark scheme. */
export type Look = 'en' | 'es-dark';

/** Whether `look` shows the app in Spanish. */
export const inSpanish = (look: Look) => look === 'es-dark';

/**
 * The widths a feature's screens are looked at in each look: English and light at a laptop's,
 * Spanish and dark at a phone's (Spanish's longer words break a narrow layout first; the dark scheme
 * changes colours, not the layout). So each screen, in the states its journey brings it to, is seen
 * at both widths, in both languages and both schemes, in two passes. Every screen at five widths,
 * and the app's frame (its navigation at both widths) in Spanish and dark, are the every-screen
 * journey's (e2e/every-screen.e2e.ts).
 */
export const LOOK_SIZES: Record<Look, { width: number; height: number }[]> = { en: [DESKTOP], 'es-dark': [PHONE] };

/** Each look with its widths in words ('1280 and 390 px'), for `it.each(LOOKS)('looks finished in %s at %s, …')`. */
export const LOOKS: [Look, string][] = (Object.keys(LOOK_SIZES) as Look[]).map((look) => [look, `${LOOK_SIZES[look].map((size) => size.width).join(' and ')} px`]);

/** A desktop browser context signed in as the person whose `session` context is given, in the language and colour scheme of `look`. */
export async function contextInLook(browser: Browser, baseURL: string, session: BrowserContext, look: Look): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, {
    baseURL,
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    locale: inSpanish(look) ? 'es-ES' : 'en-US',
    colorScheme: look === 'es-dark' ? 'dark' : 'light',
  });
  await context.addCookies(await session.cookies());
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_WAIT_MS);
  return { context, page };
}


/** A fresh browser context (a profile of its own) with a page, as newContext makes it. */
export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { baseURL, viewport, deviceScaleFactor: 1, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_WAIT_MS);
  return { context, page };
}

/**
 * Saves a screenshot under e2e/artifacts/ for a person to look at: the full page, or with
 * `fullPage: false` the window only (a full-page picture shows sticky bars mid-page).
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage });
}

/** Whether the test under way has failed so far: its steps, a hook before it or the file's set-up (see environment.ts). */
export function testFailed(): boolean {
  const test = (globalThis as { __kinfolkTest?: { errors: unknown[] } }).__kinfolkTest;
  return (test?.errors.length ?? 0) > 0;
}

/**
 * After the first test of the file that fails, a picture of each page as that test left it
 * (`<name>-last-<who>.png`), for a person to look at: the first failure of a journey whose tests go
 * on from each other is usually the cause of the next. Each of `pages` is asked for its page then,
 * so it may be one opened after this is called; one not opened yet is left out. Pictures an earlier
 * run left under these names are removed first, so that one found says this run failed.
 */
export function picturesAfterFailedTests(name: string, pages: Record<string, () => Page | undefined>) {
  let taken = false;
  beforeAll(() => {
    if (!existsSync(artifactsDir)) return;
    for (const file of readdirSync(artifactsDir)) if (file.startsWith(`${name}-last-`) && file.endsWith('.png')) rmSync(path.join(artifactsDir, file), { force: true });
  });
  afterEach(async () => {
    if (taken || !testFailed()) return;
    taken = true;
    for (const [who, pageOf] of Object.entries(pages)) {
      let page: Page | undefined;
      try {
        page = pageOf();
      } catch {
        continue; // not opened: the failure came before
      }
      if (page) await screenshot(page, `${name}-last-${who}`, { fullPage: false }).catch(() => undefined);
    }
  });
}

/**
 * Runs `steps` on the page; when they fail, what the page showed is saved as `<name>-failed.png`, and
 * its address, the errors it logged meanwhile and the requests it was still waiting for (or that
 * failed) are added to the failure: what a look that never found its heading met.
 */
export async function pictureOnFailure<T>(page: Page, name: string, steps: () => Promise<T>): Promise<T> {
  const errors: string[] = [];
  const pending = new Map<Request, number>();
  const failed: string[] = [];
  const started = Date.now();
  const onConsole = (message: ConsoleMessage) => void (message.type() === 'error' && errors.push(message.text()));
  const onPageError = (error: Error) => void errors.push(error.message);
  const onRequest = (request: Request) => void pending.set(request, Date.now());
  const onFinished = (request: Request) => void pending.delete(request);
  const onFailed = (request: Request) => {
    pending.delete(request);
    failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  };
  const listeners = { console: onConsole, pageerror: onPageError, request: onRequest, requestfinished: onFinished, requestfailed: onFailed } as const;
  for (const [event, listener] of Object.entries(listeners)) page.on(event as 'console', listener as never);
  try {
    return await steps();
  } catch (error) {
    await screenshot(page, `${name}-failed`).catch(() => undefined);
    if (error instanceof Error) {
      const waiting = [...pending].map(([request, at]) => `${request.method()} ${request.url()}${request.postData() ? ` ${request.postData()!.slice(0, 120)}` : ''} (sent ${((at - started) / 1000).toFixed(1)} s in)`);
      const said = [
        `The page was at ${page.url()}.`,
        errors.length ? `It logged:\n${errors.join('\n')}` : 'It logged no error.',
        waiting.length ? `It was still waiting for:\n${waiting.join('\n')}` : 'It waited for no request.',
        ...(failed.length ? [`Requests that failed:\n${failed.join('\n')}`] : []),
      ].join('\n');
      // Jest prints the stack, which holds the message as it was made: both are told.
      const frames = error.stack?.slice(error.stack.indexOf('\n    at ')) ?? '';
      error.message += `\n${said}`;
      error.stack = `${error.name}: ${error.message}${frames}`;
    }
    throw error;
  } finally {
    for (const [event, listener] of Object.entries(listeners)) page.off(event as 'console', listener as never);
  }
}
