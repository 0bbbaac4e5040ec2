import type { Page } from 'playwright-core';

/** The browser globals the functions run inside the page use (bench/ is type-checked without the DOM library). */
interface InPage {
  requestAnimationFrame(callback: (time: number) => void): number;
  document: { getElementsByClassName(name: string): { length: number } };
  performance: { now(): number };
  benchFrames?: { times: number[]; cards: number[]; running: boolean };
}

export interface FrameStats {
  frames: number;
  p50: number;
  p95: number;
  max: number;
  /** Person cards in the DOM, sampled every frame. */
  cards: { min: number; median: number; max: number };
}

export interface PanelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Input events are sent about twice a frame, as a mouse or trackpad does. */
const INPUT_INTERVAL_MS = 8;
/** d3-zoom turns a wheel's pixels into a scale factor of 2^(-deltaY × 0.002). */
const WHEEL_DELTA = 40;

/** Resolves once ten frames in a row took less than 20 ms (or after five seconds). */
export function settle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const w = globalThis as unknown as InPage;
        const started = w.performance.now();
        let quiet = 0;
        let last = 0;
        const tick = (time: number) => {
          quiet = last && time - last < 20 ? quiet + 1 : 0;
          last = time;
          if (quiet >= 10 || time - started > 5000) resolve();
          else w.requestAnimationFrame(tick);
        };
        w.requestAnimationFrame(tick);
      }),
  );
}

/**
 * Sends `input(step)` every few milliseconds until `count` frames have been drawn, with the page
 * keeping each frame's requestAnimationFrame timestamp and the number of person cards in the DOM.
 */
export async function recordFrames(page: Page, count: number, input: (step: number) => Promise<void>): Promise<FrameStats> {
  await page.evaluate(() => {
    const w = globalThis as unknown as InPage;
    const record = { times: [] as number[], cards: [] as number[], running: true };
    const cards = w.document.getElementsByClassName('tree-person');
    w.benchFrames = record;
    const tick = (time: number) => {
      record.times.push(time);
      record.cards.push(cards.length);
      if (record.running) w.requestAnimationFrame(tick);
    };
    w.requestAnimationFrame(tick);
  });
  const started = performance.now();
  for (let step = 0; ; step++) {
    await input(step);
    if (step % 4 === 3 && (await page.evaluate(() => (globalThis as unknown as InPage).benchFrames!.times.length)) > count) break;
    const due = started + (step + 1) * INPUT_INTERVAL_MS;
    if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
  }
  const { times, cards } = await page.evaluate(() => {
    const record = (globalThis as unknown as InPage).benchFrames!;
    record.running = false;
    return record;
  });
  const intervals = times.slice(1, count + 1).map((time, i) => time - times[i]);
  const sortedCards = [...cards].sort((a, b) => a - b);
  return {
    frames: intervals.length,
    p50: percentile(intervals, 0.5),
    p95: percentile(intervals, 0.95),
    max: Math.max(...intervals),
    cards: { min: sortedCards[0], median: percentile(sortedCards, 0.5), max: sortedCards[sortedCards.length - 1] },
  };
}

/**
 * Drags the tree leftwards across the panel (so the view travels along the rows), swaying up and
 * down, and starts a new drag from the right when the pointer nears the left edge.
 */
export function dragAcross(page: Page, panel: PanelBox) {
  const startX = panel.x + panel.width * 0.85;
  const endX = panel.x + panel.width * 0.15;
  const midY = panel.y + panel.height / 2;
  let x = startX;
  return async (step: number) => {
    if (step === 0 || x <= endX) {
      if (step > 0) await page.mouse.up();
      x = startX;
      await page.mouse.move(x, midY);
      await page.mouse.down();
    }
    x -= 6;
    const sway = (Math.abs(((step / 60) % 2) - 1) - 0.5) * panel.height * 0.3;
    await page.mouse.move(x, midY + sway);
  };
}

/** Moves the view `distance` screen pixels down the tree with a few quick drags (not timed). */
export async function scrollDown(page: Page, panel: PanelBox, distance: number) {
  const x = panel.x + panel.width / 2;
  const reach = panel.height * 0.6;
  for (let left = distance; left > 0; left -= reach) {
    const bottom = panel.y + panel.height * 0.8;
    await page.mouse.move(x, bottom);
    await page.mouse.down();
    await page.mouse.move(x, bottom - Math.min(left, reach), { steps: 8 });
    await page.mouse.up();
  }
}

/** Wheels over the panel, zooming out to half size and in to double size, back and forth. */
export function wheelInAndOut(page: Page, panel: PanelBox) {
  let scale = 1;
  let direction = 1;
  return async (step: number) => {
    if (step === 0) await page.mouse.move(panel.x + panel.width / 2, panel.y + panel.height / 2);
    if (scale <= 0.55) direction = -1;
    if (scale >= 2) direction = 1;
    scale *= 2 ** (-direction * WHEEL_DELTA * 0.002);
    await page.mouse.wheel(0, direction * WHEEL_DELTA);
  };
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
