// Web vitals of the built app in headless Chromium, against the real server (e2e/support/server.ts)
// behind the recommended front server: Debian's Caddy running deploy/Caddyfile (HTTP/2 over TLS with
// Caddy's own certificate, `encode zstd gzip`; api/test/caddy.ts). The app server itself sends everything
// uncompressed.
//   - first-load JavaScript (gzip -9, e2e/support/script-weight.ts) of the landing page (signed out)
//     and the dashboard (signed in), each in a fresh context, until the page is ready and the network idle;
//   - LCP and CLS of the same two pages loaded cold (fresh context: no cache, no service worker) under
//     DevTools' "Slow 4G" network profile and 4× CPU throttling;
//   - the tree screen's first frame with people in it, loaded cold the same way, on a tree of three
//     (the signed-in person and two parents): the paint of the chart the server drew into the page
//     (its Element Timing entry, bench/drawn-ahead.ts), else the app's first frame (its own mark; printed
//     too); its LCP is printed, not judged: once the chart is drawn, the sidebar's later cards hold the
//     largest text;
//   - INP of opening the Add Family Member dialog on the family tree page, of filling it (its select
//     clicks) and of saving it, under 4× CPU throttling (Event Timing API, as web-vitals' onINP reads it).
// Each measure BENCH_RUNS times (5); the median and the worst are printed against their targets.
//   npm run bench:vitals       (builds web/dist first, unless WEB_DIST_DIR names a build to measure)
//   WEB_DIST_DIR=/tmp/vitals-dist node bench/web-vitals.bench.ts       (that build, as it is)
//   BENCH_RUNS=5; BENCH_FRONT=http1 for the earlier stand-in (a gzip proxy speaking HTTP/1.1, six
//   connections a host); BENCH_COMPRESS=off for the app server's answers as they are (no front server).
import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { freePort } from '../api/test/free-port.ts';
import { DRAWN_AHEAD_TIMING, drawnAheadInPage, recordDrawnAhead } from './drawn-ahead.ts';
import { ACCEPT_LOCAL_CERTIFICATE, caddyUrl, startCaddy, upstreamOf, type FrontServer } from '../api/test/caddy.ts';
import { passUpgrade } from '../api/test/round-robin-proxy.ts';
import { DESKTOP, launchBrowser } from '../e2e/support/browser.ts';
import { completeOnboarding, dashboardGreeting, onboardingHeading, signIn, visible, type Person } from '../e2e/support/flows.ts';
import { kib, weighScripts, type ScriptWeight } from '../e2e/support/script-weight.ts';
import { startServer, stopServer } from '../e2e/support/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COMPRESS = process.env.BENCH_COMPRESS !== 'off';
/** In front of the app server: Caddy with deploy/Caddyfile (HTTP/2, TLS, zstd/gzip), or the HTTP/1.1 gzip stand-in. */
const FRONT: 'caddy' | 'http1' = process.env.BENCH_FRONT === 'http1' || !COMPRESS ? 'http1' : 'caddy';
const distDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../web/dist'));

/** First-load JavaScript budgets, gzip KiB. */
const LANDING_JS_KIB = 150;
const DASHBOARD_JS_KIB = 200;
/** Core Web Vitals "good" thresholds. */
const LCP_MS = 2500;
const CLS = 0.1;
const INP_MS = 200;

/**
 * DevTools' "Slow 4G" preset (called "Fast 3G" until May 2024), as ChromeDevTools/devtools-frontend
 * defines it in front_end/core/sdk/NetworkManager.ts (Slow4GConditions):
 *   download: 1.6 * 1000 * 1000 / 8 * .9     (~1.6 Mbps down → 180,000 B/s)
 *   upload: 750 * 1000 / 8 * .9              (~0.75 Mbps up → 84,375 B/s)
 *   latency: slow4GTargetLatency * 3.75      (150 ms RTT → 562.5 ms)
 * The factors make Chromium's request-level throttling come out near a real link of that RTT and
 * bandwidth (Lighthouse's mobile throttling is nearly the same: 562.5 ms, 1.6 × 1024 × 0.9 kbit/s).
 * Network.emulateNetworkConditions is deprecated in favour of emulateNetworkConditionsByRule, but
 * still does what DevTools does.
 */
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 };
/** A mid-range phone, as DevTools' and Lighthouse's mobile throttling has it. */
const CPU_SLOWDOWN = 4;
/** web-vitals' onINP observes events from 16 ms (the smallest the Event Timing API allows). */
const EVENT_THRESHOLD_MS = 16;

const ADA: Person = { fullName: 'Ada Lovelace', email: 'ada@example.com' };

// ---------------------------------------------------------------------------------------------------
// In the page (bench/ is type-checked without the DOM library: the globals used are declared here).

interface PageNode {
  nodeName: string;
  textContent: string | null;
  getAttribute?(name: string): string | null;
}
interface PerfEntry {
  name: string;
  startTime: number;
  duration: number;
  // largest-contentful-paint
  size?: number;
  url?: string;
  element?: PageNode | null;
  // layout-shift
  value?: number;
  hadRecentInput?: boolean;
  sources?: { node?: PageNode | null }[];
  // event
  interactionId?: number;
  processingStart?: number;
  processingEnd?: number;
  target?: PageNode | null;
  // long-animation-frame
  renderStart?: number;
  styleAndLayoutStart?: number;
  scripts?: { invoker?: string; sourceURL?: string; sourceFunctionName?: string; duration: number; forcedStyleAndLayoutDuration?: number }[];
  // navigation and resource timing
  responseStart?: number;
  responseEnd?: number;
  initiatorType?: string;
  transferSize?: number;
}
interface Observer {
  observe(options: { type: string; buffered?: boolean; durationThreshold?: number }): void;
}
/** What the page keeps of its entries, with their elements described while they are still there. */
interface Recorded {
  lcp: { time: number; size: number; url: string; element: string }[];
  shifts: { time: number; value: number; hadRecentInput: boolean; nodes: string[] }[];
  events: { name: string; interactionId: number; startTime: number; duration: number; processingStart: number; processingEnd: number; target: string }[];
  /** Frames that took over 50 ms, and the scripts that ran in them. */
  frames: { start: number; end: number; renderStart: number; scripts: { what: string; duration: number; forcedLayout: number }[] }[];
}
interface InPage {
  PerformanceObserver: new (callback: (list: { getEntries(): PerfEntry[] }) => void) => Observer;
  performance: { now(): number; getEntriesByType(type: string): PerfEntry[] };
  requestAnimationFrame(callback: () => void): number;
  benchVitals: Recorded;
}

/** Installed before the page's own scripts: keeps LCP candidates, layout shifts and interactions' events. */
function recordVitals(eventThreshold: number) {
  const w = globalThis as unknown as InPage;
  const recorded: Recorded = { lcp: [], shifts: [], events: [], frames: [] };
  w.benchVitals = recorded;
  const describe = (node: PageNode | null | undefined) => {
    if (!node) return '(gone)';
    const name = node.nodeName.toLowerCase();
    const label = node.getAttribute?.('aria-label') ?? node.getAttribute?.('role');
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `${name}${label ? `[${label}]` : ''}${text ? ` "${text.length > 48 ? `${text.slice(0, 47)}…` : text}"` : ''}`;
  };
  new w.PerformanceObserver((list) => {
    for (const e of list.getEntries()) recorded.lcp.push({ time: e.startTime, size: e.size ?? 0, url: e.url ?? '', element: describe(e.element) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new w.PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      recorded.shifts.push({ time: e.startTime, value: e.value ?? 0, hadRecentInput: e.hadRecentInput ?? false, nodes: (e.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new w.PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      recorded.events.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart ?? e.startTime,
        processingEnd: e.processingEnd ?? e.startTime,
        target: describe(e.target),
      });
    }
  }).observe({ type: 'event', durationThreshold: eventThreshold, buffered: true });
  new w.PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      recorded.frames.push({
        start: e.startTime,
        end: e.startTime + e.duration,
        renderStart: e.renderStart ?? 0,
        scripts: (e.scripts ?? []).map((s) => ({
          // A script's own evaluation is invoked by its URL; a callback by what called it (DIV#root.onclick).
          what: /^https?:/.test(s.invoker ?? '')
            ? `${(s.invoker ?? '').split('/').pop()} (evaluated)`
            : `${s.invoker ?? '?'} in ${(s.sourceURL ?? '').split('/').pop() || '?'}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''}`,
          duration: s.duration,
          forcedLayout: s.forcedStyleAndLayoutDuration ?? 0,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

// ---------------------------------------------------------------------------------------------------
// The proxy standing in for Caddy's `encode zstd gzip` (gzip only: Node's zstd is still experimental).

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|graphql-response\+json|manifest\+json|xml|wasm)|image\/svg\+xml)/;

async function startGzipProxy(upstreamUrl: string, port: number, compress: boolean) {
  const target = new URL(upstreamUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      const status = answer.statusCode ?? 502;
      const type = String(answer.headers['content-type'] ?? '');
      const length = Number(answer.headers['content-length'] ?? Infinity);
      const gzip =
        compress &&
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
        COMPRESSIBLE.test(type) &&
        !answer.headers['content-encoding'] &&
        req.method !== 'HEAD' &&
        status !== 204 &&
        status !== 304 &&
        length >= 512; // Caddy's minimum_length
      if (!gzip) {
        res.writeHead(status, answer.rawHeaders);
        answer.pipe(res);
        return;
      }
      const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: answer.headers.vary ? `${answer.headers.vary}, Accept-Encoding` : 'Accept-Encoding' };
      delete headers['content-length'];
      res.writeHead(status, headers);
      // Flushed as it goes: streamed answers (flush_interval -1 in the Caddyfile) keep streaming.
      answer.pipe(zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH })).pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('The app server could not be reached.');
    });
    req.on('aborted', () => upstream.destroy());
    req.pipe(upstream);
  });
  // Live updates (graphql-ws) pass as they are.
  server.on('upgrade', (req, socket, head) => passUpgrade(req, socket, head, target));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Pages and flows.

interface Target {
  name: string;
  /** Where the load goes (default: the app's home, `/`). */
  path?: string;
  /** Signed-in state (cookies), or none for the landing page. */
  storage?: Awaited<ReturnType<BrowserContext['storageState']>>;
  ready(page: Page): Promise<unknown>;
}

/** A context as a first visit has it: nothing cached, no service worker (the app's would answer from its cache). */
function freshContext(browser: Browser, baseURL: string, storage?: Target['storage']): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: DESKTOP, deviceScaleFactor: 1, serviceWorkers: 'block', storageState: storage });
}

/** From the landing page through the provider's form and onboarding to the dashboard (as e2e/support/tree-flows.ts signInAndOnboard). */
async function signInAndOnboard(page: Page, person: Person) {
  const firstName = person.fullName.split(' ')[0];
  await page.goto('/');
  await signIn(page, person);
  await visible(onboardingHeading(page));
  await completeOnboarding(page, { bio: `${firstName} keeps the family records.`, location: 'London' });
  await visible(dashboardGreeting(page, firstName));
}

// Not imported from e2e/support/tree-flows.ts: that file runs DOM code in the page, and bench/ is
// type-checked without the DOM library.
const readyTree = (page: Page) => page.locator('[role="group"][aria-roledescription="family tree"][data-tree-ready="true"]');

/** Asks the app's GraphQL API as the signed-in person of `page`'s context (its cookies, the app's own origin). */
async function asked<T>(page: Page, baseURL: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post(`${baseURL}/graphql`, { headers: { origin: baseURL }, data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(`GraphQL: ${body.errors?.[0]?.message ?? res.status()}`);
  return body.data;
}

async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
}

/** The JavaScript a fresh context fetches until the page is ready and the network idle. */
async function weighFirstLoad(browser: Browser, baseURL: string, target: Target): Promise<ScriptWeight> {
  const context = await freshContext(browser, baseURL, target.storage);
  try {
    const page = await context.newPage();
    const weigh = weighScripts(page);
    await page.goto('/');
    await target.ready(page);
    await page.waitForLoadState('networkidle');
    return await weigh();
  } finally {
    await context.close();
  }
}

interface ColdLoad {
  lcp: number;
  cls: number;
  recorded: Recorded;
  ttfb: number;
  fcp: number;
  /** The tree screen's first frame with people in it, where the page is the tree screen: the server's drawing painted, or the app's first frame. */
  treeDrawn: number;
  /** The app's own first frame of the tree (its kinfolk:tree-drawn mark). */
  appTreeDrawn: number;
  scripts: { count: number; bytes: number; lastEnd: number };
  fonts: { count: number; lastEnd: number };
  api: { count: number; lastEnd: number };
  /** Long animation frames from navigation to LCP. */
  mainThread: MainThread;
}

/** Loads the page cold under Slow 4G and 4× CPU throttling, and reads its LCP and CLS once it is ready and the network idle. */
async function coldLoad(browser: Browser, baseURL: string, target: Target): Promise<ColdLoad> {
  const context = await freshContext(browser, baseURL, target.storage);
  try {
    await context.addInitScript(recordVitals, EVENT_THRESHOLD_MS);
    await context.addInitScript(recordDrawnAhead, DRAWN_AHEAD_TIMING);
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(target.path ?? '/', { waitUntil: 'commit' });
    await target.ready(page);
    await page.waitForLoadState('networkidle');
    // Entries are queued after their frame is presented: two more frames, and a moment for the observers.
    await frames(page, 2);
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => {
      const w = globalThis as unknown as InPage;
      const navigation = w.performance.getEntriesByType('navigation')[0];
      const paint = w.performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
      const resources = w.performance.getEntriesByType('resource').map((r) => ({ url: r.name, type: r.initiatorType ?? '', end: r.responseEnd ?? 0, bytes: r.transferSize ?? 0 }));
      const treeDrawn = w.performance.getEntriesByType('mark').find((m) => m.name === 'kinfolk:tree-drawn');
      return { recorded: w.benchVitals, ttfb: navigation.responseStart ?? 0, fcp: paint?.startTime ?? NaN, treeDrawn: treeDrawn?.startTime ?? NaN, resources };
    });
    const drawnAhead = await page.evaluate(drawnAheadInPage);
    const lcp = seen.recorded.lcp.at(-1)?.time ?? NaN;
    const before = seen.resources.filter((r) => r.end <= lcp);
    const scripts = before.filter((r) => /\.m?js(\?|$)/.test(new URL(r.url).pathname));
    const fonts = before.filter((r) => /\.woff2?$/.test(new URL(r.url).pathname));
    const api = before.filter((r) => /\/(graphql|api\/)/.test(new URL(r.url).pathname));
    const summary = (list: typeof before) => ({ count: list.length, lastEnd: Math.max(0, ...list.map((r) => r.end)) });
    return {
      lcp,
      cls: cumulativeLayoutShift(seen.recorded.shifts),
      recorded: seen.recorded,
      ttfb: seen.ttfb,
      fcp: seen.fcp,
      treeDrawn: drawnAhead ? Math.min(drawnAhead.paintedMs, seen.treeDrawn) : seen.treeDrawn,
      appTreeDrawn: seen.treeDrawn,
      scripts: { ...summary(scripts), bytes: scripts.reduce((sum, r) => sum + r.bytes, 0) },
      fonts: summary(fonts),
      api: summary(api),
      mainThread: mainThread(seen.recorded.frames, 0, lcp),
    };
  } finally {
    await context.close();
  }
}

/** CLS as web-vitals computes it: the largest session window (shifts < 1 s apart, at most 5 s long) of shifts without recent input. */
function cumulativeLayoutShift(shifts: Recorded['shifts']): number {
  let largest = 0;
  let window = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (shift.time - last < 1000 && shift.time - first < 5000) window += shift.value;
    else {
      window = shift.value;
      first = shift.time;
    }
    last = shift.time;
    largest = Math.max(largest, window);
  }
  return largest;
}

function frames(page: Page, count: number): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const w = globalThis as unknown as InPage;
        let left = n;
        const tick = () => (--left <= 0 ? resolve() : w.requestAnimationFrame(tick));
        w.requestAnimationFrame(tick);
      }),
    count,
  );
}

/** Long animation frames overlapping [from, to]: their script time, rendering time and largest scripts. */
interface MainThread {
  frames: number;
  scriptMs: number;
  renderMs: number;
  forcedLayoutMs: number;
  largest: { what: string; duration: number }[];
}

function mainThread(frames: Recorded['frames'], from: number, to: number): MainThread {
  const overlapping = frames.filter((f) => f.end > from && f.start < to);
  const scripts = overlapping.flatMap((f) => f.scripts);
  return {
    frames: overlapping.length,
    scriptMs: scripts.reduce((sum, s) => sum + s.duration, 0),
    renderMs: overlapping.reduce((sum, f) => sum + (f.renderStart ? f.end - f.renderStart : 0), 0),
    forcedLayoutMs: scripts.reduce((sum, s) => sum + s.forcedLayout, 0),
    largest: [...scripts].sort((a, b) => b.duration - a.duration).slice(0, 2),
  };
}

const mainThreadText = (m: MainThread) =>
  `${m.frames} long frame${m.frames === 1 ? '' : 's'}: scripts ${ms(m.scriptMs)} (forced style/layout ${ms(m.forcedLayoutMs)}), rendering ${ms(m.renderMs)}` +
  (m.largest.length ? `; largest: ${m.largest.map((s) => `${s.what} ${ms(s.duration)}`).join(', ')}` : '');

/**
 * An interaction's latency (the longest of its events' durations, as web-vitals' onINP has it) and
 * where its time went, split as web-vitals' attribution build does: input delay (to the first
 * handler), processing (first handler to last handler's end), presentation (to the next paint).
 */
interface Interaction {
  /** null: none of its events lasted 16 ms, so the Event Timing API reported nothing. */
  latency: number | null;
  detail?: { target: string; inputDelay: number; processing: number; presentation: number; mainThread: MainThread };
  interactions: number;
}

/** Runs `act` and returns the slowest of the interactions it made (`expected` of them, if all were reported). */
async function measureInteraction(page: Page, expected: number, act: () => Promise<unknown>): Promise<Interaction> {
  const since = await page.evaluate(() => (globalThis as unknown as InPage).performance.now());
  await act();
  // The entries come once the frame after each interaction is presented (an interaction quicker than
  // 16 ms leaves none, hence the timeout).
  await page
    .waitForFunction(
      ({ since, expected }) => new Set((globalThis as unknown as InPage).benchVitals.events.filter((e) => e.startTime >= since).map((e) => e.interactionId)).size >= expected,
      { since, expected },
      { timeout: 3000 },
    )
    .catch(() => undefined);
  await frames(page, 2);
  await page.waitForTimeout(200);
  const { events, longFrames } = await page.evaluate((t) => {
    const recorded = (globalThis as unknown as InPage).benchVitals;
    return { events: recorded.events.filter((e) => e.startTime >= t), longFrames: recorded.frames };
  }, since);
  if (events.length === 0) return { latency: null, interactions: 0 };
  const byInteraction = Map.groupBy(events, (e) => e.interactionId);
  const [slowest] = [...byInteraction.values()]
    .map((list) => ({ list, latency: Math.max(...list.map((e) => e.duration)) }))
    .sort((a, b) => b.latency - a.latency);
  const start = Math.min(...slowest.list.map((e) => e.startTime));
  const firstHandler = Math.min(...slowest.list.map((e) => e.processingStart));
  const lastHandlerEnd = Math.max(...slowest.list.map((e) => e.processingEnd));
  return {
    latency: slowest.latency,
    detail: {
      target: slowest.list.find((e) => e.name === 'click' || e.name === 'pointerdown')?.target ?? slowest.list[0].target,
      inputDelay: firstHandler - start,
      processing: lastHandlerEnd - firstHandler,
      presentation: start + slowest.latency - lastHandlerEnd,
      mainThread: mainThread(longFrames, start, start + slowest.latency),
    },
    interactions: byInteraction.size,
  };
}

interface DialogRun {
  open: Interaction;
  fill: Interaction;
  save: Interaction;
}

/**
 * A new person (their tree holds only them) on the family tree page, once it is drawn and the network
 * idle; then, under 4× CPU throttling: open Add Family Member, fill it (a parent), save.
 */
async function addMemberInteractions(browser: Browser, baseURL: string, run: number): Promise<DialogRun> {
  const context = await freshContext(browser, baseURL);
  try {
    await context.addInitScript(recordVitals, EVENT_THRESHOLD_MS);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signInAndOnboard(page, { fullName: `Grace Hopper${run}`, email: `grace${run}@example.com` });
    await page.goto('/family-tree');
    // A tree of one is drawn, or, once the page knows the viewer may edit it, shown as the start
    // of a tree; Add Family Member is on both.
    await readyTree(page).or(page.getByText('Start Building Your Family Tree', { exact: true })).first().waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await frames(page, 10);

    const dialog = page.getByRole('dialog', { name: 'Add Family Member' });
    const open = await measureInteraction(page, 1, async () => {
      await page.getByRole('button', { name: 'Add Family Member' }).first().click();
      await visible(dialog);
    });
    await dialog.getByLabel('First name').fill('Augusta');
    await dialog.getByLabel('Last name').fill('Byron');
    const fill = await measureInteraction(page, 4, async () => {
      await chooseOption(page, dialog, 'Relationship', 'Parent');
      await visible(dialog.getByText('Augusta is your parent.', { exact: true }));
      await chooseOption(page, dialog, 'Gender', 'Female');
    });
    const save = await measureInteraction(page, 1, async () => {
      await dialog.getByRole('button', { name: 'Add Member' }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'Family member and relationship added successfully!' }));
      await dialog.waitFor({ state: 'detached' });
    });
    return { open, fill, save };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Figures.

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor((values.length - 1) / 2)];
const worst = (values: number[]) => Math.max(...values);
/** The run whose figure is the median. */
const medianRun = <T>(runs: T[], pick: (run: T) => number): T => [...runs].sort((a, b) => pick(a) - pick(b))[Math.floor((runs.length - 1) / 2)];

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n).toLocaleString('en')} ms` : '—');
const kibText = (bytes: number) => `${kib(bytes).toFixed(1)} KiB`;
const clsText = (n: number) => n.toFixed(3);
const inpText = (n: number) => (n === 0 ? `< ${EVENT_THRESHOLD_MS} ms` : ms(n));

interface Row {
  measure: string;
  values: number[];
  target: number;
  unit: (n: number) => string;
}

function verdict(row: Row): string {
  const m = median(row.values) <= row.target;
  const w = worst(row.values) <= row.target;
  return m && w ? 'met' : m ? 'met (worst missed)' : 'missed';
}

function printTable(rows: Row[]) {
  const cells = rows.map((r) => [r.measure, r.unit(median(r.values)), r.unit(worst(r.values)), `≤ ${r.unit(r.target)}`, verdict(r)]);
  const header = ['', 'median', 'worst', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : i < 4 ? cell.padStart(widths[i]) : cell)).join('   ').trimEnd();
  console.log(line(header));
  for (const c of cells) console.log(line(c));
}

const progress = (text: string) => process.stderr.write(`${text}\n`);

/**
 * How fast this machine runs the page's JavaScript right now (the figures under CPU throttling scale
 * with it): a fixed loop in a blank page, unthrottled, the median of five.
 */
async function calibrate(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      times.push(
        await page.evaluate(() => {
          const w = globalThis as unknown as InPage;
          const started = w.performance.now();
          let x = 0;
          for (let n = 0; n < 20_000_000; n++) x = (x + n * n) % 1_000_003;
          return w.performance.now() - started + (x < 0 ? 1 : 0);
        }),
      );
    }
    return median(times);
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No built app in ${distDir}: run \`npm run build\` (or set WEB_DIST_DIR to a build).`);
  process.exit(1);
}
const proxyPort = await freePort();
// The server's own address for the browser is the front server's (sign-in redirects, same-origin checks).
const proxyUrl = FRONT === 'caddy' ? caddyUrl(proxyPort) : `http://127.0.0.1:${proxyPort}`;
const server = await startServer(undefined, { NODE_ENV: 'test', DEV_SIGN_IN: 'true', PUBLIC_URL: proxyUrl, WEB_DIST_DIR: distDir });
const proxy = FRONT === 'caddy' ? await startCaddy([upstreamOf(server.url)], { port: proxyPort }) : await startGzipProxy(server.url, proxyPort, COMPRESS);
const browser = await launchBrowser(FRONT === 'caddy' ? [ACCEPT_LOCAL_CERTIFICATE] : []);
const loadBefore = os.loadavg()[0];
try {
  const calibration = await calibrate(browser);
  const landing: Target = { name: 'landing', ready: (page) => visible(page.getByRole('link', { name: 'Start Building' })) };
  const setup = await freshContext(browser, proxy.url);
  const setupPage = await setup.newPage();
  setupPage.setDefaultTimeout(60_000);
  await signInAndOnboard(setupPage, ADA);
  const dashboard: Target = { name: 'dashboard', storage: await setup.storageState(), ready: (page) => visible(dashboardGreeting(page, 'Ada')) };
  // Ada's tree with her parents, for the tree screen's cold load.
  const self = await asked<{ familyTree: { focusId: string } }>(setupPage, proxy.url, '{ familyTree { focusId } }');
  for (const [firstName, gender] of [['Anne', 'female'], ['George', 'male']]) {
    await asked(setupPage, proxy.url, 'mutation($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { __typename } }', {
      input: { firstName, lastName: 'Byron', gender, relativeId: self.familyTree.focusId, relationshipType: 'parent' },
    });
  }
  const tree: Target = { name: 'tree', path: '/family-tree', storage: dashboard.storage, ready: (page) => readyTree(page).locator('.tree-person').nth(2).waitFor() };
  await setup.close();

  const weights: Record<string, ScriptWeight[]> = { landing: [], dashboard: [] };
  const loads: Record<string, ColdLoad[]> = { landing: [], dashboard: [], tree: [] };
  const dialogs: DialogRun[] = [];
  for (let run = 1; run <= RUNS; run++) {
    for (const target of [landing, dashboard]) {
      const weight = await weighFirstLoad(browser, proxy.url, target);
      weights[target.name].push(weight);
      const load = await coldLoad(browser, proxy.url, target);
      loads[target.name].push(load);
      progress(`run ${run}/${RUNS} ${target.name}: JS ${kibText(weight.gzipBytes)}, LCP ${ms(load.lcp)}, CLS ${clsText(load.cls)}`);
    }
    const treeLoad = await coldLoad(browser, proxy.url, tree);
    loads.tree.push(treeLoad);
    progress(`run ${run}/${RUNS} tree: first frame ${ms(treeLoad.treeDrawn)} (the app's own ${ms(treeLoad.appTreeDrawn)}), LCP ${ms(treeLoad.lcp)}`);
    const dialog = await addMemberInteractions(browser, proxy.url, run);
    dialogs.push(dialog);
    progress(`run ${run}/${RUNS} Add Family Member: open ${inpText(dialog.open.latency ?? 0)}, fill ${inpText(dialog.fill.latency ?? 0)}, save ${inpText(dialog.save.latency ?? 0)}`);
  }

  const built = statSync(path.join(distDir, 'index.html')).mtime;
  console.log(
    `Kinfolk web vitals — ${new Date().toISOString().slice(0, 10)}, headless Chromium ${browser.version()}, ${DESKTOP.width}×${DESKTOP.height}, ` +
      `${RUNS} runs each (median and worst); ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end`,
  );
  console.log(`Machine: a fixed 20M-step loop takes ${ms(calibration)} in a page, unthrottled (the CPU-throttled figures scale with it)`);
  console.log(`Web app: ${distDir} (built ${built.toISOString().slice(0, 16).replace('T', ' ')} UTC), served by the app server ${FRONT === 'caddy' ? `behind Caddy ${(proxy as FrontServer).version} with deploy/Caddyfile (HTTP/2 over TLS, zstd/gzip)` : COMPRESS ? 'behind a gzip proxy standing in for Caddy, HTTP/1.1' : 'as it is (uncompressed), HTTP/1.1'}`);
  console.log(
    `Loads: fresh context (no cache, service workers blocked). LCP/CLS under DevTools' Slow 4G (${SLOW_4G.latency} ms latency, ` +
      `${(SLOW_4G.downloadThroughput / 1000).toFixed(0)} kB/s down, ${(SLOW_4G.uploadThroughput / 1000).toFixed(1)} kB/s up) and ${CPU_SLOWDOWN}× CPU throttling; INP under ${CPU_SLOWDOWN}× CPU throttling\n`,
  );
  const inp = (pick: (d: DialogRun) => Interaction) => dialogs.map((d) => pick(d).latency ?? 0);
  printTable([
    { measure: 'First-load JS, landing (signed out)', values: weights.landing.map((w) => w.gzipBytes), target: LANDING_JS_KIB * 1024, unit: kibText },
    { measure: 'First-load JS, dashboard (signed in)', values: weights.dashboard.map((w) => w.gzipBytes), target: DASHBOARD_JS_KIB * 1024, unit: kibText },
    { measure: 'LCP, landing (cold)', values: loads.landing.map((l) => l.lcp), target: LCP_MS, unit: ms },
    { measure: 'LCP, dashboard (cold)', values: loads.dashboard.map((l) => l.lcp), target: LCP_MS, unit: ms },
    { measure: 'Tree screen first frame (cold)', values: loads.tree.map((l) => l.treeDrawn), target: LCP_MS, unit: ms },
    { measure: "  the app's own first frame of it", values: loads.tree.map((l) => l.appTreeDrawn), target: LCP_MS, unit: ms },
    { measure: 'CLS, landing (cold)', values: loads.landing.map((l) => l.cls), target: CLS, unit: clsText },
    { measure: 'CLS, dashboard (cold)', values: loads.dashboard.map((l) => l.cls), target: CLS, unit: clsText },
    { measure: 'INP, open Add Family Member', values: inp((d) => d.open), target: INP_MS, unit: inpText },
    { measure: 'INP, fill it (its 4 select clicks, worst)', values: inp((d) => d.fill), target: INP_MS, unit: inpText },
    { measure: 'INP, save (Add Member)', values: inp((d) => d.save), target: INP_MS, unit: inpText },
  ]);

  for (const name of ['landing', 'dashboard']) {
    const weight = medianRun(weights[name], (w) => w.gzipBytes);
    console.log(`\nFirst-load JS, ${name}: ${weight.files.length} files, ${kibText(weight.gzipBytes)}; the five largest (gzip -9):`);
    for (const file of [...weight.files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5)) console.log(`  ${kibText(file.gzipBytes).padStart(10)}  ${file.url}`);
  }

  console.log('\nCold loads, the median LCP run of each page (times from navigation start):');
  for (const name of ['landing', 'dashboard', 'tree']) {
    const load = medianRun(loads[name], (l) => l.lcp);
    const last = load.recorded.lcp.at(-1);
    console.log(`  ${name}: LCP ${ms(load.lcp)} — ${last ? `${last.url ? `image ${last.url}` : last.element}, ${last.size.toLocaleString('en')} px²` : 'no entry'}`);
    console.log(
      `    HTML first byte ${ms(load.ttfb)}, FCP ${ms(load.fcp)}; before LCP: ${load.scripts.count} scripts (${(load.scripts.bytes / 1000).toFixed(0)} kB over the wire) ` +
        `done by ${ms(load.scripts.lastEnd)}, ${load.fonts.count} fonts by ${ms(load.fonts.lastEnd)}, ${load.api.count} API answers by ${ms(load.api.lastEnd)}`,
    );
    // What the bandwidth alone costs; the rest is latency per request (6 connections a host on HTTP/1.1,
    // one import waiting for another) and the throttled main thread.
    console.log(`    those scripts' bytes alone take ${ms((load.scripts.bytes / SLOW_4G.downloadThroughput) * 1000)} at Slow 4G's bandwidth; main thread before LCP: ${mainThreadText(load.mainThread)}`);
    console.log(`    LCP candidates: ${load.recorded.lcp.map((c) => `${ms(c.time)} ${c.url ? c.url : c.element}`).join(' → ')}`);
    const shifted = loads[name].flatMap((l) => l.recorded.shifts).filter((s) => !s.hadRecentInput && s.value >= 0.001);
    if (shifted.length) {
      const biggest = shifted.reduce((a, b) => (b.value > a.value ? b : a));
      console.log(`    largest layout shift over the runs: ${clsText(biggest.value)} at ${ms(biggest.time)} (${biggest.nodes.join(', ') || 'nodes unknown'})`);
    }
  }

  console.log('\nInteractions, the median run of each (the slowest interaction of the step):');
  for (const [label, pick] of [
    ['open', (d: DialogRun) => d.open],
    ['fill', (d: DialogRun) => d.fill],
    ['save', (d: DialogRun) => d.save],
  ] as const) {
    const interaction = pick(medianRun(dialogs, (d) => pick(d).latency ?? 0));
    const d = interaction.detail;
    console.log(
      `  ${label}: ${inpText(interaction.latency ?? 0)}` +
        (d ? ` on ${d.target} = input delay ${ms(d.inputDelay)} + processing ${ms(d.processing)} + presentation ${ms(d.presentation)} (${interaction.interactions} interaction${interaction.interactions === 1 ? '' : 's'} seen)` : ''),
    );
    if (d) console.log(`    ${mainThreadText(d.mainThread)}`);
  }
} finally {
  await browser.close();
  await proxy.close();
  await stopServer(server);
}
