import { NO_YEAR, type TimelineModel } from './timelineModel';
import { opacityAt } from './yearState';

// One frame of the animated timeline on a canvas: parent lines, partnership lines (from the year
// they began), people as dots fading in and out, names when zoomed in far enough, and markers at the
// people of the year's memories, stories and achievements. Everything on screen in one pass over
// the people and links, each kind of mark in one path: 10,000 people draw in a few milliseconds.

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

/** How many people a frame drew (for the page's data attribute and the bench). */
export interface FrameFacts {
  drawn: number;
}

/**
 * Draws the frame at fractional year `t` into `ctx` (already scaled for the device's pixels), a
 * canvas of `width` × `height` CSS pixels.
 */
export function drawTimeline(ctx: CanvasRenderingContext2D, m: TimelineModel, t: number, view: View, width: number, height: number, style: DrawStyle, reducedMotion: boolean): FrameFacts {
  ctx.fillStyle = style.background;
  ctx.fillRect(0, 0, width, height);
  const sx = new Float32Array(m.size);
  const sy = new Float32Array(m.size);
  const alpha = new Float32Array(m.size);
  const margin = 40;
  for (let i = 0; i < m.size; i++) {
    sx[i] = worldX(m, i) * view.k + view.x;
    sy[i] = worldY(m, i) * view.k + view.y;
    const onScreen = sx[i] > -margin && sx[i] < width + margin && sy[i] > -margin && sy[i] < height + margin;
    alpha[i] = onScreen ? opacityAt(m, i, t, reducedMotion) : 0;
  }
  const radius = Math.min(10, Math.max(1.5, 9 * view.k));

  // Parent lines, where both people are drawn.
  ctx.beginPath();
  for (let k = 0; k < m.parents.parents.length; k++) {
    const p = m.parents.parents[k];
    const c = m.parents.children[k];
    if (alpha[p] > 0 && alpha[c] > 0) {
      ctx.moveTo(sx[p], sy[p] + radius);
      ctx.lineTo(sx[c], sy[c] - radius);
    }
  }
  ctx.globalAlpha = 0.45;
  ctx.strokeStyle = style.line;
  ctx.lineWidth = 1;
  ctx.stroke();

  // Partnerships, from the year they began (unknown: as soon as both are drawn).
  ctx.beginPath();
  const year = Math.floor(t);
  for (let k = 0; k < m.partners.a.length; k++) {
    const a = m.partners.a[k];
    const b = m.partners.b[k];
    const began = m.partners.years[k];
    if (alpha[a] > 0 && alpha[b] > 0 && (began === NO_YEAR || began <= (reducedMotion ? year : t))) {
      ctx.moveTo(sx[a], sy[a]);
      ctx.lineTo(sx[b], sy[b]);
    }
  }
  ctx.globalAlpha = 0.9;
  ctx.strokeStyle = style.partner;
  ctx.lineWidth = Math.max(1, radius / 3);
  ctx.stroke();

  // People: those fully there in one path per colour, those fading one by one.
  let drawn = 0;
  const dot = (i: number) => {
    if (radius < 2.5) ctx.rect(sx[i] - radius, sy[i] - radius, radius * 2, radius * 2);
    else {
      ctx.moveTo(sx[i] + radius, sy[i]);
      ctx.arc(sx[i], sy[i], radius, 0, Math.PI * 2);
    }
  };
  for (const estimated of [0, 1]) {
    ctx.beginPath();
    for (let i = 0; i < m.size; i++) if (alpha[i] >= 0.999 && m.appearsEstimated[i] === estimated) dot(i);
    ctx.globalAlpha = 1;
    ctx.fillStyle = estimated ? style.estimated : style.person;
    ctx.fill();
  }
  for (let i = 0; i < m.size; i++) {
    if (alpha[i] <= 0) continue;
    drawn++;
    if (alpha[i] >= 0.999) continue;
    ctx.beginPath();
    dot(i);
    ctx.globalAlpha = alpha[i];
    ctx.fillStyle = m.appearsEstimated[i] ? style.estimated : style.person;
    ctx.fill();
  }

  // Names, once there is room for them.
  if (view.k * COLUMN_PX >= 70) {
    ctx.fillStyle = style.text;
    ctx.font = `${Math.min(14, Math.max(11, 8 * view.k))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    for (let i = 0; i < m.size; i++) {
      if (alpha[i] <= 0) continue;
      ctx.globalAlpha = alpha[i];
      ctx.fillText(m.names[i], sx[i], sy[i] + radius + 3, view.k * COLUMN_PX - 4);
    }
  }

  // The year's items: a diamond above their person, fading over the year after.
  ctx.fillStyle = style.item;
  for (let k = 0; k < m.items.years.length; k++) {
    const age = t - m.items.years[k];
    if (age < 0 || age >= 2) continue;
    const i = m.items.people[k];
    if (alpha[i] <= 0) continue;
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
