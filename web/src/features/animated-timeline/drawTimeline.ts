import { NO_YEAR, type TimelineModel } from './timelineModel';
import { opacityAt } from './yearState';

// One frame of the animated timeline on a canvas: parent lines, partnership lines (from the year
// they began), people as dots fading in and out, names when zoomed in far enough to read them, and
// markers at the people of the year's memories, stories and achievements.
//
// Within a year (t from Y to Y + 1) most of the picture stands still: everyone living through Y
// and the lines between them. That part is drawn once per year and view into a layer (a canvas of
// its own, one pass over the people and links, each kind of mark one path); each frame copies the
// layer and draws on it only what moves: the people appearing or fading that year, their lines,
// and the year's markers.

/** Layout units: a column and a generation row, in canvas pixels at scale 1. */
export const COLUMN_PX = 64;
export const ROW_PX = 110;

/** The view: d3-zoom's transform (screen = world × k + x|y). */
export interface View {
  x: number;
  y: number;
  k: number;
}

/** Colours of the marks, from the theme. */
export interface DrawStyle {
  background: string;
  person: string;
  estimated: string;
  line: string;
  partner: string;
  item: string;
  text: string;
}

/** The world position of person `i`. */
export const worldX = (m: TimelineModel, i: number) => m.xs[i] * COLUMN_PX;
export const worldY = (m: TimelineModel, i: number) => (m.generations[i] + 0.5) * ROW_PX;

/** The view that shows the whole layout in a canvas of `width` × `height` CSS pixels. */
export function fitView(m: TimelineModel, width: number, height: number): View {
  const w = m.width * COLUMN_PX;
  const h = m.rows * ROW_PX;
  const k = Math.min(4, Math.max(0.005, Math.min(width / w, height / h) * 0.95));
  return { k, x: (width - w * k) / 2, y: (height - h * k) / 2 };
}

/** What a canvas keeps between frames: screen positions for the current view, and the still layer for the current year. */
export interface FrameCache {
  layer: HTMLCanvasElement;
  viewKey: string;
  sx: Float32Array;
  sy: Float32Array;
  onScreen: Uint8Array;
  layerKey: string;
  layerDrawn: number;
}

/** A cache for a canvas (the layer is a canvas of the same document). */
export const frameCache = (layer: HTMLCanvasElement): FrameCache => ({ layer, viewKey: '', sx: new Float32Array(0), sy: new Float32Array(0), onScreen: new Uint8Array(0), layerKey: '', layerDrawn: 0 });

/** How many people a frame drew (for the page's data attribute and the bench). */
export interface FrameFacts {
  drawn: number;
}

/** The canvas's size: CSS pixels and the device's pixel ratio. */
export interface Surface {
  width: number;
  height: number;
  ratio: number;
}

const MARGIN = 40;
const radiusOf = (view: View) => Math.min(10, Math.max(1.5, 9 * view.k));
const namesShown = (view: View) => view.k * COLUMN_PX >= 70;

/** Whether person `i` stands still through year `year` (living through it). */
const still = (m: TimelineModel, i: number, year: number) => m.appears[i] <= year && (m.fades[i] === NO_YEAR || m.fades[i] > year);

function positions(m: TimelineModel, view: View, s: Surface, cache: FrameCache) {
  const key = `${view.x}|${view.y}|${view.k}|${s.width}|${s.height}|${m.size}`;
  if (cache.viewKey === key) return;
  cache.viewKey = key;
  if (cache.sx.length !== m.size) {
    cache.sx = new Float32Array(m.size);
    cache.sy = new Float32Array(m.size);
    cache.onScreen = new Uint8Array(m.size);
  }
  for (let i = 0; i < m.size; i++) {
    const x = worldX(m, i) * view.k + view.x;
    const y = worldY(m, i) * view.k + view.y;
    cache.sx[i] = x;
    cache.sy[i] = y;
    cache.onScreen[i] = x > -MARGIN && x < s.width + MARGIN && y > -MARGIN && y < s.height + MARGIN ? 1 : 0;
  }
}

function dot(ctx: CanvasRenderingContext2D, x: number, y: number, radius: number) {
  if (radius < 2.5) ctx.rect(x - radius, y - radius, radius * 2, radius * 2);
  else {
    ctx.moveTo(x + radius, y);
    ctx.arc(x, y, radius, 0, Math.PI * 2);
  }
}

function nameFont(ctx: CanvasRenderingContext2D, view: View, style: DrawStyle) {
  ctx.fillStyle = style.text;
  ctx.font = `${Math.min(14, Math.max(11, 8 * view.k))}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
}

/** The still part of year `year`: the people living through it and the lines between them. */
function drawLayer(m: TimelineModel, year: number, view: View, s: Surface, style: DrawStyle, cache: FrameCache): number {
  const canvas = cache.layer;
  const w = Math.round(s.width * s.ratio);
  const h = Math.round(s.height * s.ratio);
  if (canvas.width !== w || canvas.height !== h) Object.assign(canvas, { width: w, height: h });
  const ctx = canvas.getContext('2d');
  if (!ctx) return 0;
  ctx.setTransform(s.ratio, 0, 0, s.ratio, 0, 0);
  ctx.globalAlpha = 1;
  ctx.fillStyle = style.background;
  ctx.fillRect(0, 0, s.width, s.height);
  const { sx, sy, onScreen } = cache;
  const radius = radiusOf(view);
  const shown = (i: number) => onScreen[i] === 1 && still(m, i, year);

  ctx.beginPath();
  for (let k = 0; k < m.parents.parents.length; k++) {
    const p = m.parents.parents[k];
    const c = m.parents.children[k];
    if ((onScreen[p] || onScreen[c]) && still(m, p, year) && still(m, c, year)) {
      ctx.moveTo(sx[p], sy[p] + radius);
      ctx.lineTo(sx[c], sy[c] - radius);
    }
  }
  ctx.globalAlpha = 0.45;
  ctx.strokeStyle = style.line;
  ctx.lineWidth = 1;
  ctx.stroke();

  ctx.beginPath();
  for (let k = 0; k < m.partners.a.length; k++) {
    const a = m.partners.a[k];
    const b = m.partners.b[k];
    const began = m.partners.years[k];
    if ((onScreen[a] || onScreen[b]) && still(m, a, year) && still(m, b, year) && (began === NO_YEAR || began <= year)) {
      ctx.moveTo(sx[a], sy[a]);
      ctx.lineTo(sx[b], sy[b]);
    }
  }
  ctx.globalAlpha = 0.9;
  ctx.strokeStyle = style.partner;
  ctx.lineWidth = Math.max(1, radius / 3);
  ctx.stroke();

  let drawn = 0;
  ctx.globalAlpha = 1;
  for (const estimated of [0, 1]) {
    ctx.beginPath();
    for (let i = 0; i < m.size; i++) {
      if (m.appearsEstimated[i] !== estimated || !shown(i)) continue;
      dot(ctx, sx[i], sy[i], radius);
      drawn++;
    }
    ctx.fillStyle = estimated ? style.estimated : style.person;
    ctx.fill();
  }
  if (namesShown(view)) {
    nameFont(ctx, view, style);
    for (let i = 0; i < m.size; i++) if (shown(i)) ctx.fillText(m.names[i], sx[i], sy[i] + radius + 3, view.k * COLUMN_PX - 4);
  }
  return drawn;
}

/**
 * Draws the frame at fractional year `t` into `ctx` (a canvas of `s.width` × `s.height` CSS
 * pixels at `s.ratio` device pixels each): the year's still layer (drawn again only when the year,
 * the view, the size or the colours change), then what moves.
 */
export function drawTimeline(ctx: CanvasRenderingContext2D, m: TimelineModel, t: number, view: View, s: Surface, style: DrawStyle, reducedMotion: boolean, cache: FrameCache): FrameFacts {
  const year = Math.floor(t);
  positions(m, view, s, cache);
  const layerKey = `${year}|${cache.viewKey}|${s.ratio}|${Object.values(style).join()}`;
  if (cache.layerKey !== layerKey) {
    cache.layerDrawn = drawLayer(m, year, view, s, style, cache);
    cache.layerKey = layerKey;
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.drawImage(cache.layer, 0, 0);
  ctx.setTransform(s.ratio, 0, 0, s.ratio, 0, 0);

  // What moves this year: those appearing next (fading in) and those fading out.
  const { sx, sy, onScreen } = cache;
  const radius = radiusOf(view);
  const moving = [...(reducedMotion ? [] : (m.appearing.get(year + 1) ?? [])), ...(m.fading.get(year) ?? [])];
  let drawn = cache.layerDrawn;
  const alphaOf = (i: number) => (onScreen[i] ? opacityAt(m, i, t, reducedMotion) : 0);
  for (const i of moving) {
    const alpha = alphaOf(i);
    if (alpha <= 0) continue;
    drawn++;
    ctx.globalAlpha = alpha;
    for (let k = m.lineStart[i]; k < m.lineStart[i + 1]; k++) {
      const other = m.lineOther[k];
      const otherAlpha = still(m, other, year) && onScreen[other] ? 1 : alphaOf(other);
      const partner = m.lineKind[k] === 1;
      if (otherAlpha <= 0 || (partner && m.lineYear[k] !== NO_YEAR && m.lineYear[k] > t)) continue;
      ctx.beginPath();
      ctx.moveTo(sx[i], sy[i]);
      ctx.lineTo(sx[other], sy[other]);
      ctx.strokeStyle = partner ? style.partner : style.line;
      ctx.lineWidth = partner ? Math.max(1, radius / 3) : 1;
      ctx.globalAlpha = alpha * (partner ? 0.9 : 0.45);
      ctx.stroke();
    }
    ctx.globalAlpha = alpha;
    ctx.beginPath();
    dot(ctx, sx[i], sy[i], radius);
    ctx.fillStyle = m.appearsEstimated[i] ? style.estimated : style.person;
    ctx.fill();
    if (namesShown(view)) {
      nameFont(ctx, view, style);
      ctx.fillText(m.names[i], sx[i], sy[i] + radius + 3, view.k * COLUMN_PX - 4);
    }
  }

  // The year's items: a diamond above their person, fading over the year after.
  ctx.fillStyle = style.item;
  for (let k = 0; k < m.items.years.length; k++) {
    const age = t - m.items.years[k];
    if (age < 0 || age >= 2) continue;
    const i = m.items.people[k];
    if (!onScreen[i] || opacityAt(m, i, t, reducedMotion) <= 0) continue;
    const size = radius + 3;
    ctx.globalAlpha = reducedMotion ? (Math.floor(age) === 0 ? 1 : 0) : Math.min(1, 2 - age);
    ctx.beginPath();
    ctx.moveTo(sx[i], sy[i] - radius - size * 2);
    ctx.lineTo(sx[i] + size * 0.6, sy[i] - radius - size);
    ctx.lineTo(sx[i], sy[i] - radius - 2);
    ctx.lineTo(sx[i] - size * 0.6, sy[i] - radius - size);
    ctx.closePath();
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  return { drawn };
}
