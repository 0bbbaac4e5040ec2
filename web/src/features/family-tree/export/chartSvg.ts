import { decomposeColor, recomposeColor } from '@mui/material/styles';
import { CARD_HEIGHT, CARD_WIDTH } from '../tree/constants';
import type { Box, EdgeShape, PlacedPerson, TreeLayout } from '../tree/layout';
import { fullNameOf, lifeFormsOf } from '../tree/personLabels';
import { printCardFillOf as cardFillOf, printTreeColours as treeColours } from '../tree/treeColours';
import { CHART_FONT, textWidth, wrapName, xml } from './chartText';

export interface ChartSvgOptions {
  /** The tree's name, the chart's heading. */
  title: string;
  /** What the chart shows and when it was made, under the heading. */
  subtitle: string;
  /** Only this part of the chart (in the units of chartExtent), as one printed page shows it. */
  area?: Box;
  /** The size written on the drawing, e.g. '210mm'; the area's size in pixels by default. */
  width?: string;
  height?: string;
  /** Rewrites every text, for outputs that cannot show every letter. */
  text?: (text: string) => string;
}

/** Empty room around the chart, in tree units. */
const MARGIN = 24;
const TITLE_SIZE = 26;
const SUBTITLE_SIZE = 13;
/** From the top of the heading to the top of the first row of cards. */
const HEADING_HEIGHT = 74;
const PAD = 12;
const NAME_SIZE = 14;
const LIFE_SIZE = 12;
/** Link labels: the smallest text of the chart, which decides how far it may be shrunk on paper. */
const LABEL_SIZE = 11;
export const SMALLEST_CHART_TEXT = LABEL_SIZE;

const strokes: Record<EdgeShape['style'], string> = {
  parent: `stroke="${treeColours.parentLine}" stroke-width="1.5"`,
  partner: `stroke="${treeColours.partnerLine}" stroke-width="2"`,
  'partner-ended': `stroke="${treeColours.partnerLine}" stroke-width="2" stroke-dasharray="7 5"`,
  link: `stroke="${treeColours.linkLine}" stroke-width="2" stroke-dasharray="1 5" stroke-linecap="round"`,
};

/** The washes of the screen, mixed with white: print and PDF handle solid colours best. */
function solidFillOf(generation: number): string {
  const { values } = decomposeColor(cardFillOf(generation));
  const a = values[3] ?? 1;
  const mixed = values.slice(0, 3).map((v) => Math.round(v * a + 255 * (1 - a)));
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

const overlaps = (a: Box, b: Box) => a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;

const cardBox = (p: PlacedPerson): Box => ({
  minX: p.x - CARD_WIDTH / 2,
  minY: p.y - CARD_HEIGHT / 2,
  maxX: p.x + CARD_WIDTH / 2,
  maxY: p.y + CARD_HEIGHT / 2,
});

/** Where the cards and lines reach, including a typed link's label above its bracket. */
function drawingBox(layout: TreeLayout): Box {
  const box = { ...layout.bounds };
  for (const edge of layout.edges) {
    box.minX = Math.min(box.minX, edge.box.minX);
    box.minY = Math.min(box.minY, edge.box.minY);
    box.maxX = Math.max(box.maxX, edge.box.maxX);
    box.maxY = Math.max(box.maxY, edge.box.maxY);
  }
  return box;
}

/** The whole chart with its heading and margin, in tree units: what the pages of a print share. */
export function chartExtent(layout: TreeLayout, options: Pick<ChartSvgOptions, 'title' | 'subtitle'>): Box {
  const drawing = drawingBox(layout);
  const headingWidth = Math.max(textWidth(options.title, TITLE_SIZE, true), textWidth(options.subtitle, SUBTITLE_SIZE));
  return {
    minX: drawing.minX - MARGIN,
    minY: drawing.minY - HEADING_HEIGHT - MARGIN,
    maxX: Math.max(drawing.maxX, drawing.minX + headingWidth) + MARGIN,
    maxY: drawing.maxY + MARGIN,
  };
}

function personCard(p: PlacedPerson, text: (s: string) => string): string {
  const left = p.x - CARD_WIDTH / 2;
  const top = p.y - CARD_HEIGHT / 2;
  const inner = CARD_WIDTH - 2 * PAD;
  const lines = wrapName(fullNameOf(p.person), inner, NAME_SIZE);
  // Two lines of name leave room for the dates only a size smaller.
  const nameSize = lines.length === 1 ? NAME_SIZE : NAME_SIZE - 1;
  const lifeSize = lines.length === 1 ? LIFE_SIZE : LABEL_SIZE;
  // "Born 30 November 1982", or a shorter form where that does not fit ("b. 30 Nov 1982").
  const forms = lifeFormsOf(p.person);
  const life = forms.find((form) => textWidth(form, lifeSize) <= inner) ?? forms.at(-1) ?? '';
  const rows = [...lines.map((line) => ({ line, size: nameSize, bold: true })), ...(life ? [{ line: life, size: lifeSize, bold: false }] : [])];
  const gap = 4;
  const height = rows.reduce((sum, r) => sum + r.size, 0) + gap * (rows.length - 1);
  let baseline = top + (CARD_HEIGHT - height) / 2;
  const texts = rows.map(({ line, size, bold }) => {
    baseline += size;
    const shown = xml(text(line));
    const y = baseline - size * 0.18;
    baseline += gap;
    const colour = bold ? treeColours.name : treeColours.life;
    return `<text x="${left + PAD}" y="${y}" font-size="${size}"${bold ? ' font-weight="bold"' : ''} fill="${colour}">${shown}</text>`;
  });
  const stroke = p.isFocus ? `stroke="${treeColours.focusStroke}" stroke-width="2.5"` : `stroke="${treeColours.cardStroke}" stroke-width="1.25"`;
  return [
    `<g data-person-id="${xml(p.id)}">`,
    `<rect x="${left}" y="${top}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="14" fill="${solidFillOf(p.generation)}" ${stroke}/>`,
    ...texts,
    '</g>',
  ].join('');
}

function edgeLine(edge: EdgeShape, text: (s: string) => string): string {
  const line = `<path d="${edge.path}" fill="none" ${strokes[edge.style]}/>`;
  if (!edge.label) return line;
  const width = textWidth(edge.label, LABEL_SIZE) + 12;
  const left = edge.labelX - width / 2;
  return [
    line,
    `<rect x="${left}" y="${edge.labelY - 9}" width="${width}" height="18" rx="9" fill="#ffffff"/>`,
    `<text x="${left + 6}" y="${edge.labelY + 4}" font-size="${LABEL_SIZE}" font-style="italic" fill="${treeColours.linkLabel}">${xml(text(edge.label))}</text>`,
  ].join('');
}

/**
 * The chart as a standalone SVG document: cards as rounded boxes with each person's full name and
 * dates, the lines between them, and a heading. Photos are left out, so the drawing needs nothing
 * from the network and a canvas may copy it to a PNG. With an `area`, only what meets it is drawn.
 */
export function buildChartSvg(layout: TreeLayout, options: ChartSvgOptions): string {
  const text = options.text ?? ((s: string) => s);
  const extent = chartExtent(layout, options);
  const area = options.area ?? extent;
  const w = area.maxX - area.minX;
  const h = area.maxY - area.minY;
  const headingX = extent.minX + MARGIN;
  const headingY = extent.minY + MARGIN;
  const heading = {
    minX: headingX,
    minY: headingY,
    maxX: extent.maxX,
    maxY: headingY + TITLE_SIZE + SUBTITLE_SIZE + 12,
  };
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${area.minX} ${area.minY} ${w} ${h}" width="${options.width ?? w}" height="${options.height ?? h}" font-family="${CHART_FONT}">`,
    `<title>${xml(text(`${options.title}: ${options.subtitle}`))}</title>`,
    `<rect x="${area.minX}" y="${area.minY}" width="${w}" height="${h}" fill="#ffffff"/>`,
  ];
  if (overlaps(heading, area)) {
    parts.push(
      `<text x="${headingX}" y="${headingY + TITLE_SIZE}" font-size="${TITLE_SIZE}" font-weight="bold" fill="${treeColours.name}">${xml(text(options.title))}</text>`,
      `<text x="${headingX}" y="${headingY + TITLE_SIZE + SUBTITLE_SIZE + 8}" font-size="${SUBTITLE_SIZE}" fill="${treeColours.life}">${xml(text(options.subtitle))}</text>`,
    );
  }
  for (const edge of layout.edges) if (overlaps(edge.box, area)) parts.push(edgeLine(edge, text));
  for (const person of layout.people) if (overlaps(cardBox(person), area)) parts.push(personCard(person, text));
  parts.push('</svg>');
  return parts.join('\n');
}
