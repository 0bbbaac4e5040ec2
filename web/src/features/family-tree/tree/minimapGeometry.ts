import { CARD_HEIGHT, CARD_WIDTH } from './constants';
import type { Size, ViewTransform } from './cull';
import type { Box, TreeLayout } from './layout';

/** How the chart maps into the minimap: pixel = (tree - min) × scale, each axis on its own. */
export interface MinimapFrame {
  width: number;
  height: number;
  minX: number;
  minY: number;
  scaleX: number;
  scaleY: number;
}

/**
 * A frame at most `max` in size keeping the chart's proportions, except that a very wide or very
 * tall chart is stretched to at least `minSide` pixels across, so its rows stay visible.
 */
export function minimapFrame(bounds: Box, max: Size, minSide = 40): MinimapFrame {
  const chartWidth = Math.max(1, bounds.maxX - bounds.minX);
  const chartHeight = Math.max(1, bounds.maxY - bounds.minY);
  const scale = Math.min(max.width / chartWidth, max.height / chartHeight);
  const width = Math.max(Math.min(minSide, max.width), chartWidth * scale);
  const height = Math.max(Math.min(minSide, max.height), chartHeight * scale);
  return { width, height, minX: bounds.minX, minY: bounds.minY, scaleX: width / chartWidth, scaleY: height / chartHeight };
}

export function toMinimap(frame: MinimapFrame, at: { x: number; y: number }) {
  return { x: (at.x - frame.minX) * frame.scaleX, y: (at.y - frame.minY) * frame.scaleY };
}

export function fromMinimap(frame: MinimapFrame, at: { x: number; y: number }) {
  return { x: at.x / frame.scaleX + frame.minX, y: at.y / frame.scaleY + frame.minY };
}

const round = (n: number) => Math.round(n * 2) / 2;

/**
 * Every card of the chart as one path in minimap pixels. Cards closer than a pixel merge into one
 * run, so the path stays small however many people there are: at most a few runs per pixel of
 * width in each row.
 */
export function minimapPath(layout: TreeLayout, frame: MinimapFrame): string {
  const parts: string[] = [];
  const height = Math.max(1, round(CARD_HEIGHT * frame.scaleY));
  for (const row of layout.rows) {
    const y = round((row.y - CARD_HEIGHT / 2 - frame.minY) * frame.scaleY);
    let start = NaN;
    let end = NaN;
    const flush = () => {
      if (!Number.isNaN(start)) parts.push(`M${start},${y}h${Math.max(1, round(end - start))}v${height}h${-Math.max(1, round(end - start))}z`);
    };
    for (const person of row.people) {
      const from = round((person.x - CARD_WIDTH / 2 - frame.minX) * frame.scaleX);
      const to = round((person.x + CARD_WIDTH / 2 - frame.minX) * frame.scaleX);
      if (from - end < 1) {
        end = Math.max(end, to);
        continue;
      }
      flush();
      start = from;
      end = to;
    }
    flush();
  }
  return parts.join('');
}

/** The part of the chart the panel shows, in minimap pixels. */
export function viewRectOf(frame: MinimapFrame, t: ViewTransform, size: Size) {
  const topLeft = toMinimap(frame, { x: -t.x / t.k, y: -t.y / t.k });
  return { x: topLeft.x, y: topLeft.y, width: (size.width / t.k) * frame.scaleX, height: (size.height / t.k) * frame.scaleY };
}
