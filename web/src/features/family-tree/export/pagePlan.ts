import { currentLanguage, formatNumber, i18n, tKey } from '../../../lib/i18n';
import type { Box } from '../tree/layout';

export type Paper = 'a4' | 'letter' | 'poster';
export type Orientation = 'portrait' | 'landscape';

/** Portrait page sizes in points (1/72 inch). */
export const PAPER_SIZES = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
} as const;

/** No text of the chart is printed smaller than this many points. */
export const MIN_TEXT_PT = 7;
/** Nor larger than the screen's size in points: a small chart is not blown up to fill the page. */
const MAX_SCALE = 1;
/** White border of every page, most printers' unprintable edge and then some (about 1 cm). */
export const MARGIN_PT = 28;
/** Room under the chart for the page number. */
export const FOOTER_PT = 16;
/** What neighbouring pages both show, so they can be trimmed and taped together (about 1 cm). */
export const OVERLAP_PT = 28;
/** Past this many sheets, taping them up is no longer sensible: a poster is suggested instead. */
export const MAX_PAGES = 24;
/** The largest page side most PDF readers open (200 inches). */
const POSTER_MAX_PT = 14_400;

export interface PageTile {
  /** 1-based, row by row. */
  number: number;
  row: number;
  column: number;
  /** The part of the chart on this page, in chart units. */
  area: Box;
  /** Where that part goes on the page, in points. */
  x: number;
  y: number;
}

export interface PagePlan {
  fits: true;
  paper: Paper;
  orientation: Orientation;
  /** Page size in points. */
  width: number;
  height: number;
  /** Points per chart unit. */
  scale: number;
  rows: number;
  columns: number;
  tiles: PageTile[];
}

/** The chart needs more sheets than make sense; `pages` says how many. */
export interface TooManyPages {
  fits: false;
  paper: Paper;
  pages: number;
}

const sizeOf = (box: Box) => ({ width: box.maxX - box.minX, height: box.maxY - box.minY });

function pageSize(paper: 'a4' | 'letter', orientation: Orientation) {
  const { width, height } = PAPER_SIZES[paper];
  return orientation === 'portrait' ? { width, height } : { width: height, height: width };
}

/** The room for the chart on a page: inside the margins, above the page number. */
function printable(page: { width: number; height: number }) {
  return { width: page.width - 2 * MARGIN_PT, height: page.height - 2 * MARGIN_PT - FOOTER_PT };
}

/** How many pages of `room` points, each overlapping the last, cover `length` points. */
function pagesAlong(length: number, room: number): number {
  return length <= room + 0.01 ? 1 : 1 + Math.ceil((length - room) / (room - OVERLAP_PT));
}

/**
 * Splits `length` chart units into `count` spans of at most `room` points at `scale`, each
 * starting where the last ends less the overlap.
 */
function spans(start: number, length: number, count: number, room: number, scale: number) {
  const step = (room - OVERLAP_PT) / scale;
  return Array.from({ length: count }, (_, i) => {
    const from = start + i * step;
    return { from, to: Math.min(start + length, from + room / scale) };
  });
}

/**
 * How a chart (its extent in chart units, whose smallest text is `smallestText` units high) is
 * printed. On A4 or Letter it fits one page, turned whichever way shows it larger, as long as no
 * text falls below MIN_TEXT_PT; otherwise it is split over overlapping pages at that smallest
 * readable size, turned whichever way takes fewer pages. A poster is one page the chart's size.
 */
export function planPages(chart: Box, paper: Paper, smallestText: number): PagePlan | TooManyPages {
  const size = sizeOf(chart);
  const minScale = MIN_TEXT_PT / smallestText;
  if (paper === 'poster') return posterPlan(chart, minScale);

  const orientations: Orientation[] = size.width > size.height ? ['landscape', 'portrait'] : ['portrait', 'landscape'];
  const fitting = orientations.map((orientation) => {
    const room = printable(pageSize(paper, orientation));
    return { orientation, room, scale: Math.min(room.width / size.width, room.height / size.height, MAX_SCALE) };
  });
  const largest = fitting.reduce((best, f) => (f.scale > best.scale ? f : best));
  if (largest.scale >= minScale) {
    const { room, scale, orientation } = largest;
    // Centred across the page, at the top.
    const x = MARGIN_PT + (room.width - size.width * scale) / 2;
    return single(paper, orientation, pageSize(paper, orientation), scale, chart, x, MARGIN_PT);
  }

  const tiled = orientations.map((orientation) => {
    const room = printable(pageSize(paper, orientation));
    const columns = pagesAlong(size.width * minScale, room.width);
    const rows = pagesAlong(size.height * minScale, room.height);
    return { orientation, room, columns, rows, pages: columns * rows };
  });
  const fewest = tiled.reduce((best, t) => (t.pages < best.pages ? t : best));
  if (fewest.pages > MAX_PAGES) return { fits: false, paper, pages: fewest.pages };

  const { orientation, room, rows, columns } = fewest;
  const across = spans(chart.minX, size.width, columns, room.width, minScale);
  const down = spans(chart.minY, size.height, rows, room.height, minScale);
  const tiles = down.flatMap((v, row) =>
    across.map((h, column) => ({
      number: row * columns + column + 1,
      row: row + 1,
      column: column + 1,
      area: { minX: h.from, maxX: h.to, minY: v.from, maxY: v.to },
      x: MARGIN_PT,
      y: MARGIN_PT,
    })),
  );
  return { fits: true, paper, orientation, ...pageSize(paper, orientation), scale: minScale, rows, columns, tiles };
}

function single(paper: Paper, orientation: Orientation, page: { width: number; height: number }, scale: number, chart: Box, x: number, y: number): PagePlan {
  return { fits: true, paper, orientation, ...page, scale, rows: 1, columns: 1, tiles: [{ number: 1, row: 1, column: 1, area: chart, x, y }] };
}

/**
 * One page around the whole chart at the screen's size, made smaller only to stay within what PDF
 * readers open, and never so small that text falls below MIN_TEXT_PT.
 */
function posterPlan(chart: Box, minScale: number): PagePlan {
  const { width, height } = sizeOf(chart);
  const fit = Math.min((POSTER_MAX_PT - 2 * MARGIN_PT) / width, (POSTER_MAX_PT - 2 * MARGIN_PT) / height);
  const scale = Math.max(minScale, Math.min(MAX_SCALE, fit));
  const page = { width: width * scale + 2 * MARGIN_PT, height: height * scale + 2 * MARGIN_PT };
  return single('poster', page.width > page.height ? 'landscape' : 'portrait', page, scale, chart, MARGIN_PT, MARGIN_PT);
}

/** The papers' names, as catalogue keys. */
const PAPER_NAME: Record<Paper, string> = {
  a4: tKey('familyTree:paper.a4'),
  letter: tKey('familyTree:paper.letter'),
  poster: tKey('familyTree:paper.poster'),
};

/** A paper's name in the reader's language: "A4", "Letter". */
export function paperName(paper: Paper): string {
  return i18n.t(PAPER_NAME[paper]);
}

const ORIENTATION: Record<Orientation, string> = {
  portrait: tKey('familyTree:paper.portrait'),
  landscape: tKey('familyTree:paper.landscape'),
};

/** What a plan means for the person printing it, e.g. "6 Letter pages (2 rows of 3) that overlap by 1 cm". */
export function planSummary(plan: PagePlan | TooManyPages): string {
  if (!plan.fits) return i18n.t('familyTree:paper.tooMany', { pages: formatNumber(plan.pages), paper: paperName(plan.paper) });
  if (plan.paper === 'poster') {
    // Sizes as one number each ("1349", "531.1"; "531,1" in Spanish), without grouping.
    const size = new Intl.NumberFormat(currentLanguage(), { useGrouping: false, maximumFractionDigits: 1 });
    const inches = (pt: number) => size.format(Math.round((pt / 72) * 10) / 10);
    const cm = (pt: number) => size.format(Math.round((pt / 72) * 2.54));
    return i18n.t('familyTree:paper.posterSize', { width: cm(plan.width), height: cm(plan.height), widthIn: inches(plan.width), heightIn: inches(plan.height) });
  }
  const paper = paperName(plan.paper);
  const orientation = i18n.t(ORIENTATION[plan.orientation]);
  if (plan.tiles.length === 1) return i18n.t('familyTree:paper.onePage', { paper, orientation });
  const grid =
    plan.rows === 1
      ? i18n.t('familyTree:paper.sideBySide')
      : plan.columns === 1
        ? i18n.t('familyTree:paper.oneUnderAnother')
        : i18n.t('familyTree:paper.grid', { rows: formatNumber(plan.rows), columns: formatNumber(plan.columns) });
  return i18n.t('familyTree:paper.pages', { pages: formatNumber(plan.tiles.length), paper, orientation, grid });
}
