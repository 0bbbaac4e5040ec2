import type { RelationshipKind } from '../../../gql/graphql';
import { i18n, tKey } from '../../../lib/i18n';
import { CARD_HEIGHT, CARD_WIDTH, ROW_HEIGHT } from './constants';
import type { KinEdge, KinGraph, TreeEdgeData } from './kinGraph';
import { NEIGHBOURS, RowPassages, rowsBetween } from './routes';

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** How a line is drawn: solid for parents, solid or dashed for partners, dotted with a label for typed links. */
export type EdgeStyle = 'parent' | 'partner' | 'partner-ended' | 'link';

export interface EdgeShape {
  readonly id: string;
  readonly style: EdgeStyle;
  /** SVG path data in tree units. */
  readonly path: string;
  readonly label?: string;
  readonly labelX: number;
  readonly labelY: number;
  readonly box: Box;
}

/** An edge whose path data is written when first asked for: most lines of a large tree are never drawn. */
class Line implements EdgeShape {
  private written?: string;

  constructor(
    readonly id: string,
    readonly style: EdgeStyle,
    private readonly write: () => string,
    readonly labelX: number,
    readonly labelY: number,
    readonly box: Box,
    readonly label?: string,
  ) {}

  get path(): string {
    return (this.written ??= this.write());
  }
}

interface Point {
  x: number;
  y: number;
}

/** Where the edge's ends are drawn from; the layout's placed people satisfy it. */
type Placed = Point & { id: string };

const HALF_W = CARD_WIDTH / 2;
const HALF_H = CARD_HEIGHT / 2;

/** What a typed link's label says (catalogue keys; the label is written in the reader's language when the chart is laid out). */
const linkLabels: Partial<Record<RelationshipKind, string>> = {
  sibling: tKey('familyTree:edge.sibling'),
  grandparent: tKey('familyTree:edge.grandparent'),
  uncle_aunt: tKey('familyTree:edge.uncleAunt'),
  cousin: tKey('familyTree:edge.cousin'),
};

/** The box around two points. */
function boxOf(a: Point, b: Point): Box {
  return { minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) };
}

/** How far apart, vertically, the crossbars of neighbouring families run between two rows. */
const LANE_GAP = 14;

/**
 * A line from above a child's card: down, across between the rows, down to the card. `lane` (-1, 0
 * or 1) moves the crossbar up or down, so that two families' bars side by side never run as one.
 */
function descent(id: string, from: Point, child: Placed, lane = 0): EdgeShape {
  const top = child.y - HALF_H;
  const middle = top - (ROW_HEIGHT - CARD_HEIGHT) / 2 + lane * LANE_GAP;
  const write = () =>
    middle > from.y ? `M${from.x},${from.y}V${middle}H${child.x}V${top}` : `M${from.x},${from.y}L${child.x},${top}`;
  return new Line(id, 'parent', write, child.x, top, boxOf(from, { x: child.x, y: top }));
}

/**
 * One line from each parent couple side by side to their child, else one line from each parent.
 * The families whose lines come down into one row take turns among three heights for their
 * crossbars, from left to right, so neighbouring families' bars stay apart.
 */
function parentEdges(edges: readonly KinEdge[], at: readonly Placed[], graph: KinGraph): EdgeShape[] {
  const lines: { id: string; from: Point; child: Placed }[] = [];
  const drawn = new Uint8Array(at.length);
  for (const { edge, to } of edges) {
    if (edge.kind !== 'parent' || drawn[to]) continue;
    drawn[to] = 1;
    const child = at[to];
    const parents = graph.parentsOf(to);
    const [a, b] = parents.map((parent) => at[parent]);
    if (parents.length === 2 && a.y === b.y && Math.abs(a.x - b.x) <= NEIGHBOURS && graph.arePartners(parents[0], parents[1])) {
      // A couple side by side: one line from the middle of the line between them.
      lines.push({ id: `parents:${child.id}`, from: { x: (a.x + b.x) / 2, y: a.y }, child });
      continue;
    }
    for (const parent of parents) {
      const from = at[parent];
      lines.push({ id: `parent:${from.id}:${child.id}`, from: { x: from.x, y: from.y + HALF_H }, child });
    }
  }
  const lanes = lanesOf(lines);
  return lines.map(({ id, from, child }) => descent(id, from, child, lanes.get(child.y)!.get(from.x)!));
}

const LANES = [0, -1, 1];

/** For each row of children, each family's lane (0, -1, 1 in turn), by where its line starts. */
function lanesOf(lines: readonly { from: Point; child: Placed }[]) {
  const starts = new Map<number, Set<number>>();
  for (const { from, child } of lines) {
    const row = starts.get(child.y) ?? starts.set(child.y, new Set()).get(child.y)!;
    row.add(from.x);
  }
  const lanes = new Map<number, Map<number, number>>();
  for (const [y, xs] of starts) lanes.set(y, new Map([...xs].sort((p, q) => p - q).map((x, i) => [x, LANES[i % LANES.length]])));
  return lanes;
}

/** Two cards of one row joined by a bracket above (`side` -1) or below (+1) them, `reach` further out. */
function bracket(id: string, style: EdgeStyle, a: Placed, b: Placed, side: -1 | 1, depth: number, reach = 0, label?: string) {
  const edgeY = a.y + side * HALF_H;
  const farY = edgeY + side * depth;
  const box = boxOf({ x: a.x, y: edgeY }, { x: b.x, y: farY + side * reach });
  return new Line(id, style, () => `M${a.x},${edgeY}V${farY}H${b.x}V${edgeY}`, (a.x + b.x) / 2, farY, box, label);
}

function partnerShape(edge: TreeEdgeData, a: Placed, b: Placed, passages: () => RowPassages): EdgeShape {
  const style = edge.partnerKind === 'divorced' || edge.partnerKind === 'separated' ? 'partner-ended' : 'partner';
  const [left, right] = a.x <= b.x ? [a, b] : [b, a];
  if (a.y === b.y && right.x - left.x <= NEIGHBOURS) {
    const from = { x: left.x + HALF_W, y: left.y };
    const to = { x: right.x - HALF_W, y: right.y };
    return new Line(edge.id, style, () => `M${from.x},${from.y}H${to.x}`, (from.x + to.x) / 2, from.y, boxOf(from, to));
  }
  if (a.y === b.y) return bracket(edge.id, style, left, right, 1, 12);
  return rowsApart(a, b) > 1 ? detour(edge.id, style, a, b, passages()) : straight(edge.id, style, a, b);
}

/** Between rows: from the bottom of the upper card to the top of the lower one, gently curved. */
function straight(id: string, style: EdgeStyle, a: Placed, b: Placed, label?: string): EdgeShape {
  const [upper, lower] = a.y <= b.y ? [a, b] : [b, a];
  const from = { x: upper.x, y: upper.y + HALF_H };
  const to = { x: lower.x, y: lower.y - HALF_H };
  const middleY = (from.y + to.y) / 2;
  const write = () => `M${from.x},${from.y}C${from.x},${middleY} ${to.x},${middleY} ${to.x},${to.y}`;
  return new Line(id, style, write, (from.x + to.x) / 2, middleY, boxOf(from, to), label);
}

const rowsApart = (a: Point, b: Point) => Math.round(Math.abs(a.y - b.y) / ROW_HEIGHT);

/** Room between where a line leaves or meets a card's edge and the card's corner. */
const END_INSET = HALF_W - 24;
/** How far from a card's edge a line turns to run along the gap between two rows. */
const TURN = 16;

/**
 * Between rows that are not next to each other (a grandmother and her grandchild when the parent
 * between is not recorded): down from the upper card, across the gap under it to where the row
 * below can be passed between two families or beyond its end, through that row, and on to the lower
 * card, never through a card. The label sits where the line comes down through the first gap
 * between rows, clear of every card's text.
 */
function detour(id: string, style: EdgeStyle, a: Placed, b: Placed, passages: RowPassages, label?: string): EdgeShape {
  const [upper, lower] = a.y <= b.y ? [a, b] : [b, a];
  const ys = rowsBetween(upper.y, lower.y, ROW_HEIGHT);
  const crossings = passages.crossings(ys, upper.x, lower.x);
  const onCard = (x: number, card: Point) => Math.min(card.x + END_INSET, Math.max(card.x - END_INSET, x));
  const start = onCard(crossings[0], upper);
  let x = start;
  const points: Point[] = [{ x, y: upper.y + HALF_H }];
  let path = `M${x},${upper.y + HALF_H}`;
  const turnTo = (next: number, y: number) => {
    if (next === x) return;
    path += `V${y}H${next}`;
    points.push({ x, y }, { x: next, y });
    x = next;
  };
  crossings.forEach((crossing, i) => turnTo(crossing, ys[i] - ROW_HEIGHT + HALF_H + TURN));
  // Not onto the middle of the card's top, where the line from its parents comes in.
  const entry = onCard(x, lower);
  turnTo(Math.abs(entry - lower.x) < TURN ? lower.x + TURN * 2 : entry, lower.y - HALF_H - TURN);
  path += `V${lower.y - HALF_H}`;
  points.push({ x, y: lower.y - HALF_H });

  // On the way down through the first gap between rows: from the card, or from where the line turned.
  const labelTop = upper.y + HALF_H + (start === crossings[0] ? 0 : TURN);
  const labelY = (labelTop + ys[0] - HALF_H) / 2;
  const box = points.reduce<Box>(
    (b, p) => ({ minX: Math.min(b.minX, p.x), minY: Math.min(b.minY, p.y), maxX: Math.max(b.maxX, p.x), maxY: Math.max(b.maxY, p.y) }),
    boxOf(points[0], points[0]),
  );
  return new Line(id, style, () => path, crossings[0], labelY, box, label);
}

/** A typed link: a bracket over the cards (and room for its label) within one row, curved to the next row, around cards further. */
function linkShape(edge: TreeEdgeData, a: Placed, b: Placed, passages: () => RowPassages): EdgeShape {
  const key = linkLabels[edge.kind];
  const label = key && i18n.t(key);
  if (rowsApart(a, b) > 1) return detour(edge.id, 'link', a, b, passages(), label);
  if (a.y !== b.y) return straight(edge.id, 'link', a, b, label);
  const [left, right] = a.x <= b.x ? [a, b] : [b, a];
  return bracket(edge.id, 'link', left, right, -1, 20, 12, label);
}

/**
 * The lines between placed people (`at`, by the graph's index), parents' lines first so partner and
 * typed links draw over them.
 */
export function edgeShapes(graph: KinGraph, at: readonly Placed[]): EdgeShape[] {
  const shapes = parentEdges(graph.edges, at, graph);
  // Found only for a line that spans rows, which few trees have.
  let found: RowPassages | undefined;
  const passages = () => (found ??= new RowPassages(at.length, (i) => at[i].x, (i) => at[i].y, graph.arePartners));
  for (const { edge, from, to } of graph.edges) {
    if (edge.kind === 'parent') continue;
    shapes.push(edge.kind === 'partner' ? partnerShape(edge, at[from], at[to], passages) : linkShape(edge, at[from], at[to], passages));
  }
  return shapes;
}
