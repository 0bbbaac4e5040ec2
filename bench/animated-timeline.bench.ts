// The animated timeline in headless Chromium on a tree of about 10,000 people (bench/seed/tree.ts:
// about twelve generations from 1700 on, most married; the bench has those born before 1940 die
// seventy years on, so people fade as well as appear): time to the first drawn frame from navigation
// (the read, parsing, the model and the canvas), the read's time and size, and frame times while
// playing at 5 and 50 years a second from 1940 (most of the tree living), over the whole tree and
// zoomed in where names are drawn.
//   npm run bench:animated-timeline     (BENCH_SIZE=10000; BENCH_RUNS=5 loads; BENCH_FRAMES=240)
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage } from '../e2e/support/browser.ts';
import { recordFrames, settle, type FrameStats } from './browser-frames.ts';
import { finished } from './graphql-requests.ts';
import { startBenchServer } from './harness.ts';
import { seedTree } from './seed/tree.ts';

const size = Number(process.env.BENCH_SIZE ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const frames = Number(process.env.BENCH_FRAMES ?? 240);
const FIRST_FRAME_TARGET_MS = 1000;
const FRAME_TARGET_MS = 33;
/** The mark the canvas sets on its first frame (web/src/features/animated-timeline/TimelineCanvas.tsx). */
const FIRST_FRAME_MARK = 'animated-timeline-first-frame';
const CANVAS = 'canvas[data-first-frame="drawn"]';
/** The speeds the page's slider stops at. */
const STEPS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50];
/** Playing is measured from here on: most of the seeded tree is born by then and living. */
const PLAY_FROM = 1940;

const ONBOARD = 'mutation($input: CompleteOnboardingInput!) { completeOnboarding(input: $input) { id } }';

/** The browser globals read inside the page (bench/ is type-checked without the DOM library). */
interface InPage {
  performance: { timeOrigin: number; getEntriesByName(name: string): { startTime: number }[] };
}

interface Load {
  firstFrameMs: number;
  apiMs: number;
  requestEndMs: number;
  /** When the page sent the read, from navigation start: the app's start and the page's own code before it. */
  sentMs: number;
  mb: number;
}



async function load(page: Page, path: string): Promise<Load> {
  const read = finished(page, 'AnimatedTimeline');
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator(CANVAS).waitFor({ timeout: 120_000 });
  const inPage = await page.evaluate((mark) => {
    const w = globalThis as unknown as InPage;
    return { origin: w.performance.timeOrigin, first: w.performance.getEntriesByName(mark)[0].startTime };
  }, FIRST_FRAME_MARK);
  const request = await read;
  const timing = request.timing();
  const sent = timing.startTime - inPage.origin;
  const { responseBodySize } = await request.sizes();
  return { firstFrameMs: inPage.first, apiMs: timing.responseStart - timing.requestStart, requestEndMs: sent + timing.responseEnd, sentMs: sent, mb: responseBodySize / 1e6 };
}

/** Plays from the first year at `speed` years a second and records frames while it plays. */
async function playing(page: Page, path: string, speed: number, zoomIn: boolean): Promise<{ stats: FrameStats; from: number; to: number; speedText: string }> {
  await page.goto(`${path}&year=${PLAY_FROM}`);
  await page.locator(CANVAS).waitFor({ timeout: 120_000 });
  await settle(page);
  const canvas = page.locator(CANVAS);
  const box = (await canvas.boundingBox())!;
  if (zoomIn) {
    // Into the middle of the youngest generations, far enough for names.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.8);
    for (let i = 0; i < 40; i++) await page.mouse.wheel(0, -120);
    await settle(page);
  }
  // The speed slider stops at SPEED_STEPS (web/src/features/animated-timeline/yearState.ts).
  const slider = page.getByRole('slider', { name: 'Speed' });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < STEPS.indexOf(speed); i++) await page.keyboard.press('ArrowRight');
  const speedText = (await slider.locator('xpath=ancestor::*[contains(@class, "MuiStack-root")][1]').innerText()).replace(/\s+/g, ' ').trim();
  const year = async () => Number(await page.getByTestId('animated-timeline-summary').getAttribute('data-year'));
  const from = await year();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const stats = await recordFrames(page, frames, async () => undefined);
  const to = await year();
  await page.getByRole('button', { name: 'Pause', exact: true }).click().catch(() => undefined);
  return { stats, from, to, speedText };
}

const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
const fine = (n: number) => `${n.toFixed(1)} ms`;
const verdict = (value: number, target: number) => `   [target ≤ ${ms(target)}: ${value <= target ? 'met' : 'missed'}]`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const server = await startBenchServer();
const browser = await launchBrowser();
console.log(
  `Kinfolk animated timeline benchmark — ${new Date().toISOString().slice(0, 10)}, headless Chromium ${browser.version()} ` +
    `(software rendering), 1280×800, warm browser cache, median of ${runs} loads, ${frames} frames while playing`,
);
console.log(`Targets: first frame ≤ ${ms(FIRST_FRAME_TARGET_MS)} from navigation; frame p95 ≤ ${FRAME_TARGET_MS} ms while playing`);
try {
  const user = await server.signIn('Bench Player');
  await user.client.gql(ONBOARD, { input: { firstName: 'Bench', lastName: 'Player', bio: 'Plays the years', location: 'Here' } });
  const t0 = performance.now();
  const seeded = await seedTree(server.dbUrl, user.treeId, user.selfMemberId, size, 1);
  const db = new pg.Client({ connectionString: server.dbUrl });
  await db.connect();
  const died = await db.query(
    `update family_members set is_alive = false, death_earliest = birth_earliest + interval '70 years', death_latest = birth_earliest + interval '70 years',
       death_date = to_char(birth_earliest + interval '70 years', 'FMDD MON FMYYYY')
     where tree_id = $1 and birth_earliest < date '1940-01-01'`,
    [user.treeId],
  );
  await db.end();
  const seedSeconds = (performance.now() - t0) / 1000;

  const { context, page } = await newPage(browser, server.url, DESKTOP, { serviceWorkers: 'allow' });
  await context.addCookies([...user.client.cookies].map(([name, value]) => ({ name, value, url: server.url })));
  const path = `/animated-timeline?tree=${user.treeId}`;
  // The app's scripts into the browser's cache, the server's code paths warm.
  await load(page, path);
  const loads: Load[] = [];
  for (let run = 0; run < runs; run++) loads.push(await load(page, path));

  const results: [string, Awaited<ReturnType<typeof playing>>][] = [];
  for (const [name, speed, zoomIn] of [['whole tree, 5 years a second', 5, false], ['whole tree, 50 years a second', 50, false], ['zoomed in (names), 5 years a second', 5, true]] as const) {
    results.push([name, await playing(page, path, speed, zoomIn)]);
  }
  await context.close();

  console.log(
    `\n${seeded.memberCount.toLocaleString('en')} people (${seeded.generations} generations; ${died.rowCount?.toLocaleString('en')} given a death), seeded in ${seedSeconds.toFixed(1)} s; ` +
      `load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} CPUs`,
  );
  const first = median(loads.map((l) => l.firstFrameMs));
  console.log(
    `  first frame: ${ms(first)} from navigation start (${ms(Math.min(...loads.map((l) => l.firstFrameMs)))}–${ms(Math.max(...loads.map((l) => l.firstFrameMs)))} over ${loads.length} loads)` +
      verdict(first, FIRST_FRAME_TARGET_MS),
  );
  console.log(`    the read: sent at ${ms(median(loads.map((l) => l.sentMs)))}, API ${ms(median(loads.map((l) => l.apiMs)))}, ${median(loads.map((l) => l.mb)).toFixed(2)} MB, read by ${ms(median(loads.map((l) => l.requestEndMs)))}`);
  for (const [name, { stats, from, to, speedText }] of results) {
    console.log(`  playing, ${name}: p50 ${fine(stats.p50)}, p95 ${fine(stats.p95)}, max ${fine(stats.max)} over ${stats.frames} frames (${from}→${to}; "${speedText}")${verdict(stats.p95, FRAME_TARGET_MS)}`);
  }
} finally {
  await browser.close();
  await server.close();
}
