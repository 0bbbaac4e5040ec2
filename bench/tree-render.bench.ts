// The family tree screen in headless Chromium, on whole trees of about 1,000, 10,000 and 100,000
// members shown at once: time to the first frame with people in it (the chart the server drew into
// the page, else the app's own; the app's is printed too),
// frame times while panning and zooming, person cards in the DOM and the JS heap. The first of the
// loads reads the whole window from the database; the later ones find it kept (the tree is unchanged).
//   npm run bench:render     (BENCH_SIZES=1000,10000 to choose sizes; BENCH_RUNS=3 loads; BENCH_FRAMES=120)
//   WINDOW_CACHE_PEOPLE=0 npm run bench:render    (no window kept in memory: the database's copy, as a second server finds it)
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { CDPSession, Page, Request } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage } from '../e2e/support/browser.ts';
import { DRAWN_AHEAD_TIMING, drawnAheadInPage, recordDrawnAhead, type DrawnAhead } from './drawn-ahead.ts';
import { dragAcross, recordFrames, scrollDown, settle, wheelInAndOut, type FrameStats, type PanelBox } from './browser-frames.ts';
import { finished, operationOf } from './graphql-requests.ts';
import { startBenchServer } from './harness.ts';
import { seedTree } from './seed/tree.ts';

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const frames = Number(process.env.BENCH_FRAMES ?? 120);
/** The API's limit: enough for every generation below the founding couple. */
const GENERATIONS_DOWN = 30;
/** Pixels between two generations' rows at the first zoom level (ROW_HEIGHT in the tree's constants). */
const ROW_PX = 150;
const FRAME_TARGET_MS = 17;
/** The complete 100,000-person chart, from navigation. */
const COMPLETE_TARGET_MS = 2000;
/** The first frame, at any size. */
const firstFrameTarget = (_members: number) => 500;

/** The marks the tree screen sets (web/src/features/family-tree/tree/timing.ts). */
const DRAWN_MARK = 'kinfolk:tree-drawn';
const PANEL = '[aria-roledescription="family tree"]';

const ONBOARD = 'mutation($input: CompleteOnboardingInput!) { completeOnboarding(input: $input) { id } }';

/** The browser globals read inside the page (bench/ is type-checked without the DOM library). */
interface InPage {
  performance: {
    timeOrigin: number;
    getEntriesByName(name: string): { startTime: number; detail?: { members: number } }[];
    getEntriesByType(type: 'navigation'): { responseStart: number; responseEnd: number }[];
  };
  document: { getElementsByClassName(name: string): { length: number } };
}

/** One of the window's requests: when it was sent, answered and read, and its size. */
interface RequestTiming {
  sentMs: number;
  firstByteMs: number;
  endMs: number;
  mb: number;
}

/** Milliseconds from navigation start, and what the window's requests and the page cost. */
interface Load {
  /** The first frame painted with people in it (the near generations): the server's drawing, or the app's first frame. */
  firstFrameMs: number;
  firstFrameMembers: number;
  /** The app's own first frame (its kinfolk:tree-drawn mark). */
  appFirstFrameMs: number;
  /** The chart the server drew into the page, when it did. */
  drawnAhead: DrawnAhead | null;
  /** The frame drawing the whole window. */
  completeMs: number;
  /** The near generations' request, or null when the server wrote them into the page (nothing asked). */
  near: RequestTiming | null;
  /** The page itself: its first byte and its end, from navigation start. */
  page: { firstByteMs: number; endMs: number };
  whole: RequestTiming | null;
  members: number;
  cards: number;
  heapMb: number;
  domNodes: number;
}


async function timingOf(request: Request, origin: number): Promise<RequestTiming> {
  const timing = request.timing();
  const { responseBodySize } = await request.sizes();
  // Playwright times the request from its start, in milliseconds since the epoch; the page's marks
  // count from its time origin. The two clocks can disagree by a millisecond or two.
  const sent = timing.startTime - origin;
  return { sentMs: sent + timing.requestStart, firstByteMs: sent + timing.responseStart, endMs: sent + timing.responseEnd, mb: responseBodySize / 1e6 };
}

async function loadTree(page: Page, cdp: CDPSession, path: string, whole: boolean): Promise<Load> {
  const nearRequest = finished(page, 'FamilyTree');
  let nearSent = false;
  const onRequest = (request: Request) => void (operationOf(request) === 'FamilyTree' && (nearSent = true));
  page.on('request', onRequest);
  const wholeRequest = whole ? finished(page, 'FamilyTreeColumns') : null;
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator(`[data-tree-complete="true"] ${PANEL}[data-tree-ready="true"]`).waitFor({ timeout: 180_000 });
  page.off('request', onRequest);
  const inPage = await page.evaluate((drawnMark) => {
    const w = globalThis as unknown as InPage;
    const drawn = w.performance.getEntriesByName(drawnMark);
    return {
      origin: w.performance.timeOrigin,
      first: drawn[0].startTime,
      last: drawn.at(-1)!.startTime,
      firstCount: drawn[0].detail?.members,
      cards: w.document.getElementsByClassName('tree-person').length,
      page: (([n]) => ({ firstByteMs: n.responseStart, endMs: n.responseEnd }))(w.performance.getEntriesByType('navigation')),
    };
  }, DRAWN_MARK);
  const drawnAhead = await page.evaluate(drawnAheadInPage);
  const panel = page.locator(PANEL);
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return {
    firstFrameMs: drawnAhead ? Math.min(drawnAhead.paintedMs, inPage.first) : inPage.first,
    firstFrameMembers: drawnAhead && drawnAhead.paintedMs < inPage.first ? drawnAhead.people : (inPage.firstCount ?? NaN),
    appFirstFrameMs: inPage.first,
    drawnAhead,
    completeMs: inPage.last,
    near: nearSent ? await timingOf(await nearRequest, inPage.origin) : null,
    page: inPage.page,
    whole: wholeRequest ? await timingOf(await wholeRequest, inPage.origin) : null,
    members: Number(await panel.getAttribute('data-node-count')),
    cards: inPage.cards,
    heapMb: metric('JSHeapUsedSize') / 1e6,
    domNodes: metric('Nodes'),
  };
}


/** The load with the median time to the first frame. */
const medianLoad = (loads: Load[]) => [...loads].sort((a, b) => a.firstFrameMs - b.firstFrameMs)[Math.floor((loads.length - 1) / 2)];

const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
const fine = (n: number) => `${n.toFixed(1)} ms`;
const verdict = (value: number, target: number | undefined, unit: (n: number) => string) =>
  target === undefined ? '' : `   [target ≤ ${unit(target)}: ${value <= target ? 'met' : 'missed'}]`;

function printFrames(name: string, f: FrameStats) {
  console.log(
    `    ${name}: p50 ${fine(f.p50)}, p95 ${fine(f.p95)}, max ${fine(f.max)} over ${f.frames} frames; ` +
      `${f.cards.min}–${f.cards.max} person cards in the DOM (median ${f.cards.median})${verdict(f.p95, FRAME_TARGET_MS, fine)}`,
  );
}

// The server's settings that change what is measured: the whole windows kept in memory, and the build served (a baseline's).
const server = await startBenchServer(Object.fromEntries(['WINDOW_CACHE_PEOPLE', 'WEB_DIST_DIR'].flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : []))));
const browser = await launchBrowser();
console.log(
  `Kinfolk tree rendering benchmark — ${new Date().toISOString().slice(0, 10)}, headless Chromium ${browser.version()} ` +
    `(software rendering), 1280×800, warm browser cache, median of ${runs} loads, ${frames} frames per gesture`,
);
console.log(`Targets: first frame ≤ 500 ms at any size; the complete 100,000-person chart ≤ 2,000 ms; pan/zoom frame p95 ≤ ${FRAME_TARGET_MS} ms`);
console.log(`Whole windows kept in this server's memory: ${process.env.WINDOW_CACHE_PEOPLE === '0' ? 'none (WINDOW_CACHE_PEOPLE=0: every load after the first reads the copy kept in the database, as another server or a restarted one does)' : 'yes (the default)'}`);
try {
  for (const size of sizes) {
    const user = await server.signIn(`Bench Viewer${size}`);
    await user.client.gql(ONBOARD, { input: { firstName: 'Bench', lastName: `Viewer${size}`, bio: 'Measures the tree', location: 'Here' } });
    const t0 = performance.now();
    const seeded = await seedTree(server.dbUrl, user.treeId, user.selfMemberId, size, 1);
    const seedSeconds = (performance.now() - t0) / 1000;

    const { context, page } = await newPage(browser, server.url, DESKTOP, { serviceWorkers: 'allow' });
    await context.addCookies([...user.client.cookies].map(([name, value]) => ({ name, value, url: server.url })));
    await context.addInitScript(recordDrawnAhead, DRAWN_AHEAD_TIMING);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // The app's scripts into the browser's cache, the server's code paths warm.
    await loadTree(page, cdp, '/family-tree', false);

    const path = `/family-tree?focus=${seeded.founderId}&up=0&down=${GENERATIONS_DOWN}`;
    const loads: Load[] = [];
    for (let run = 0; run < runs; run++) loads.push(await loadTree(page, cdp, path, true));
    const load = medianLoad(loads);
    const spread = (pick: (l: Load) => number) =>
      loads.length > 1 ? ` (${ms(Math.min(...loads.map(pick)))}–${ms(Math.max(...loads.map(pick)))} over ${loads.length} loads)` : '';

    await page.waitForLoadState('networkidle');
    await settle(page);
    const box = (await page.locator(PANEL).boundingBox()) as PanelBox;
    // Down from the founding couple to the widest, youngest generations.
    await scrollDown(page, box, (seeded.generations - 3) * ROW_PX);
    await settle(page);
    const pan = await recordFrames(page, frames, dragAcross(page, box));
    await page.mouse.up();
    await settle(page);
    const zoom = await recordFrames(page, frames, wheelInAndOut(page, box));
    await context.close();

    console.log(
      `\n${load.members.toLocaleString('en')} members in the window (${seeded.generations} generations, tree seeded in ${seedSeconds.toFixed(1)} s; ` +
        `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`,
    );
    const { near, whole } = load;
    console.log(
      `  first frame:    ${ms(load.firstFrameMs)} from navigation start, ${load.firstFrameMembers.toLocaleString('en')} people${spread((l) => l.firstFrameMs)}` +
        verdict(load.firstFrameMs, firstFrameTarget(load.members), ms),
    );
    console.log(
      load.drawnAhead
        ? `    drawn by the server: painted at ${ms(load.drawnAhead.paintedMs)} with ${load.drawnAhead.people} people`
        : `    not drawn by the server: the app's own first frame`,
    );
    // The live chart's own first frame, judged too: the drawn picture does not respond until it has come.
    const appFirst = [...loads].sort((a, b) => a.appFirstFrameMs - b.appFirstFrameMs)[Math.floor((loads.length - 1) / 2)].appFirstFrameMs;
    console.log(`    the app's own first frame: ${ms(appFirst)}${spread((l) => l.appFirstFrameMs)}${verdict(appFirst, firstFrameTarget(load.members), ms)}`);
    const { page: pageTiming } = load;
    console.log(`    page: first byte at ${ms(pageTiming.firstByteMs)}, read by ${ms(pageTiming.endMs)}`);
    if (near) console.log(`    near generations: request sent at ${ms(near.sentMs)}, API ${ms(near.firstByteMs - near.sentMs)}, ${near.mb.toFixed(2)} MB read by ${ms(near.endMs)}`);
    else console.log('    near generations: written into the page by the server (no request)');
    console.log(
      `  complete chart: ${ms(load.completeMs)} from navigation start${spread((l) => l.completeMs)}` +
        verdict(load.completeMs, load.members >= 100_000 ? COMPLETE_TARGET_MS : undefined, ms),
    );
    // The first load reads the whole window from the database; later ones find it kept by the tree's
    // revision (until the tree changes).
    if (loads.length > 1) {
      const kept = loads.slice(1).map((l) => l.completeMs).sort((a, b) => a - b);
      const middle = kept.length / 2;
      const keptMedian = kept.length % 2 ? kept[Math.floor(middle)] : (kept[middle - 1] + kept[middle]) / 2;
      console.log(
        `    the loads that found the window kept: complete chart median ${ms(keptMedian)} (${kept.map(ms).join(', ')})` +
          verdict(keptMedian, load.members >= 100_000 ? COMPLETE_TARGET_MS : undefined, ms),
      );
      const cold = loads[0];
      console.log(
        `    first load after the tree changed: complete chart ${ms(cold.completeMs)}` +
          (cold.whole ? `, whole window API ${ms(cold.whole.firstByteMs - cold.whole.sentMs)}` : '') +
          verdict(cold.completeMs, load.members >= 100_000 ? COMPLETE_TARGET_MS : undefined, ms),
      );
    }
    if (whole) {
      console.log(
        `    whole window in columns: request sent at ${ms(whole.sentMs)}, API ${ms(whole.firstByteMs - whole.sentMs)}, ${whole.mb.toFixed(1)} MB read by ${ms(whole.endMs)}, ` +
          `then ${ms(load.completeMs - whole.endMs)} to lay out and paint`,
      );
    }
    console.log(`  after load: JS heap used ${load.heapMb.toFixed(1)} MB (after GC), ${load.domNodes.toLocaleString('en')} DOM nodes, ${load.cards} person cards`);
    console.log('  over the youngest generations, below the founding couple:');
    printFrames('pan  (drag) ', pan);
    printFrames('zoom (wheel)', zoom);
  }
} finally {
  await browser.close();
  await server.close();
}
