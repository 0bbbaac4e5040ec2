import { NO_YEAR, type TimelineModel } from './timelineModel';

// What the animated timeline shows in a year, and how playing moves through the years: pure
// functions of the model and the (fractional) year, so the canvas, the summary and the tests agree.

/** Whether person `i` is living at the end of year `year`: appeared by then, not faded by then. */
export function isLivingIn(m: TimelineModel, i: number, year: number): boolean {
  return m.appears[i] <= year && (m.fades[i] === NO_YEAR || m.fades[i] > year);
}

/** Whether person `i` is drawn in year `year`: living then, or fading in that very year. */
export function isDrawnIn(m: TimelineModel, i: number, year: number): boolean {
  return m.appears[i] <= year && (m.fades[i] === NO_YEAR || m.fades[i] >= year);
}

/**
 * How opaque person `i` is at fractional year `t` (0: not drawn): fading in over the year they
 * appear, out over the year they fade. With reduced motion, whole years only: fully there or not.
 */
export function opacityAt(m: TimelineModel, i: number, t: number, reducedMotion: boolean): number {
  if (reducedMotion) {
    const year = Math.floor(t);
    if (!isDrawnIn(m, i, year)) return 0;
    return m.fades[i] === year ? 0.35 : 1;
  }
  const fadeIn = Math.min(1, Math.max(0, t - m.appears[i] + 1));
  if (m.fades[i] === NO_YEAR) return fadeIn;
  const fadeOut = Math.min(1, Math.max(0, m.fades[i] + 1 - t));
  return Math.min(fadeIn, fadeOut);
}

/** What a year comes to, for the summary: who is living, born, died, drawn, and the items dated then. */
export interface YearSummary {
  year: number;
  living: number;
  /** Positions of people born that year (known births only: estimates are not announced). */
  born: number[];
  /** Positions of people who died that year (known deaths only). */
  died: number[];
  /** Positions of everyone drawn that year, by name. */
  drawn: number[];
  /** Positions of the items dated that year (in `m.items`). */
  items: number[];
  /** Partnerships (positions in `m.partners`) begun that year. */
  partnerships: number[];
}

/** The summary of a whole year; its lists in the order of names. One pass over the people. */
export function summaryOf(m: TimelineModel, year: number): YearSummary {
  const s: YearSummary = { year, living: 0, born: [], died: [], drawn: [], items: [], partnerships: [] };
  for (const i of m.byName) {
    if (!isDrawnIn(m, i, year)) continue;
    s.drawn.push(i);
    if (isLivingIn(m, i, year)) s.living++;
    if (m.appears[i] === year && !m.appearsEstimated[i]) s.born.push(i);
    if (m.fades[i] === year && !m.fadesEstimated[i]) s.died.push(i);
  }
  m.items.years.forEach((y, k) => y === year && s.items.push(k));
  m.partners.years.forEach((y, k) => y === year && s.partnerships.push(k));
  return s;
}

/** The fastest and slowest playing speeds, in years a second. */
export const MIN_SPEED = 1;
export const MAX_SPEED = 50;
export const DEFAULT_SPEED = 5;

/** A speed brought within bounds, in whole years a second. */
export const clampSpeed = (speed: number) => Math.min(MAX_SPEED, Math.max(MIN_SPEED, Math.round(Number.isFinite(speed) ? speed : DEFAULT_SPEED)));

/** A year brought within the model's span, in whole years. */
export const clampYear = (m: Pick<TimelineModel, 'firstYear' | 'lastYear'>, year: number) => Math.min(m.lastYear, Math.max(m.firstYear, Math.round(year)));

/** The longest frame counted while playing: a tab in the background must not jump decades. */
export const MAX_FRAME_MS = 250;

/**
 * Where playing is after a frame of `ms` milliseconds at `speed` years a second from fractional
 * year `t`, and whether it reached the last year (and so stops there).
 */
export function advance(t: number, speed: number, ms: number, lastYear: number): { t: number; ended: boolean } {
  const next = t + (clampSpeed(speed) * Math.min(Math.max(ms, 0), MAX_FRAME_MS)) / 1000;
  return next >= lastYear ? { t: lastYear, ended: true } : { t: next, ended: false };
}

/** The speeds the slider stops at, in years a second: every whole one would make 1, 5 and 50 hard to pick alike. */
export const SPEED_STEPS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50] as const;

/** The speed at a slider position (0 to SPEED_STEPS.length − 1). */
export const speedFromSlider = (position: number) => SPEED_STEPS[Math.min(SPEED_STEPS.length - 1, Math.max(0, Math.round(Number.isFinite(position) ? position : 0)))];

/** The slider position of a speed: the step nearest to it. */
export function sliderFromSpeed(speed: number): number {
  const wanted = clampSpeed(speed);
  let best = 0;
  SPEED_STEPS.forEach((step, i) => {
    if (Math.abs(step - wanted) < Math.abs(SPEED_STEPS[best] - wanted)) best = i;
  });
  return best;
}

/** The year a step of the keyboard leads to: `by` years (negative: back), within the span. */
export const stepYear = (m: Pick<TimelineModel, 'firstYear' | 'lastYear'>, year: number, by: number) => clampYear(m, Math.floor(year) + by);
