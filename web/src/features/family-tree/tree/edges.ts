import type { RelationshipKind } from '../../../gql/graphql';
import { CARD_HEIGHT, CARD_WIDTH, ROW_HEIGHT, SLOT_WIDTH } from './constants';
import type { KinGraph, TreeEdgeData } from './kinGraph';

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** How a line is drawn: solid for parents, solid or dashed for partners, dotted with a label for typed links. */
export type EdgeStyle = 'parent' | 'partner' | 'partner-ended' | 'link';

export interface EdgeShape {
  id: string;
  style: EdgeStyle;
  /** SVG path data in tree units. */
  path: string;
  label?: string;
  labelX: number;
  labelY: number;
  box: Box;
}

interface Point {
  x: number;
  y: number;
}

/** Where the edge's ends are drawn from; the layout's placed people satisfy it. */
type Placed = Point & { id: string };

const HALF_W = CARD_WIDTH / 2;
const HALF_H = CARD_HEIGHT / 2;
/** Partners further apart than neighbours are joined by a bracket under their cards. */
const NEIGHBOURS = SLOT_WIDTH * 1.05;

const linkLabels: Partial<Record<RelationshipKind, string>> = {
  sibling: 'sibling',
  grandparent: 'grandparent',
  uncle_aunt: 'uncle/aunt',
  cousin: 'cousin',
};

function boxOf(points: Point[]): Box {
  return {
    minX: Math.min(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxX: Math.max(...points.map((p) => p.x)),
    maxY: Math.max(...points.map((p) => p.y)),
  };
}

/** A line from above a child's card: down, across half-way between the rows, down to the card. */
function descent(id: string, from: Point, child: Placed): EdgeShape {
  const top = child.y - HALF_H;
  const middle = top - (ROW_HEIGHT - CARD_HEIGHT) / 2;
  const path =
    middle > from.y
      ? `M${from.x},${from.y}V${middle}H${child.x}V${top}`
      : `M${from.x},${from.y}L${child.x},${top}`;
  return { id, style: 'parent', path, labelX: child.x, labelY: top, box: boxOf([from, { x: child.x, y: top }]) };
}

function parentEdges(edges: TreeEdgeData[], at: Map<string, Placed>, graph: KinGraph): EdgeShape[] {
  const parentsOf = new Map<string, Placed[]>();
  for (const edge of edges) {
    const parent = at.get(edge.fromId);
    if (edge.kind !== 'parent' || !parent || !at.has(edge.toId)) continue;
    parentsOf.set(edge.toId, [...(parentsOf.get(edge.toId) ?? []), parent]);
  }
  const shapes: EdgeShape[] = [];
  for (const [childId, parents] of parentsOf) {
    const child = at.get(childId) as Placed;
    const [a, b] = parents;
    if (parents.length === 2 && a.y === b.y && Math.abs(a.x - b.x) <= NEIGHBOURS && graph.arePartners(a.id, b.id)) {
      // A couple side by side: one line from the middle of the line between them.
      shapes.push(descent(`parents:${childId}`, { x: (a.x + b.x) / 2, y: a.y }, child));
      continue;
    }
    for (const parent of parents) {
      shapes.push(descent(`parent:${parent.id}:${childId}`, { x: parent.x, y: parent.y + HALF_H }, child));
    }
  }
  return shapes;
}

/** Two cards of one row joined by a bracket above (`side` -1) or below (+1) them. */
function bracket(a: Placed, b: Placed, side: -1 | 1, depth: number) {
  const edgeY = a.y + side * HALF_H;
  const farY = edgeY + side * depth;
  return {
    path: `M${a.x},${edgeY}V${farY}H${b.x}V${edgeY}`,
    labelX: (a.x + b.x) / 2,
    labelY: farY,
    box: boxOf([{ x: a.x, y: edgeY }, { x: b.x, y: farY }]),
  };
}

function partnerShape(edge: TreeEdgeData, a: Placed, b: Placed): EdgeShape {
  const style = edge.partnerKind === 'divorced' || edge.partnerKind === 'separated' ? 'partner-ended' : 'partner';
  const [left, right] = a.x <= b.x ? [a, b] : [b, a];
  if (a.y === b.y && right.x - left.x <= NEIGHBOURS) {
    const from = { x: left.x + HALF_W, y: left.y };
    const to = { x: right.x - HALF_W, y: right.y };
    return { id: edge.id, style, path: `M${from.x},${from.y}H${to.x}`, labelX: (from.x + to.x) / 2, labelY: from.y, box: boxOf([from, to]) };
  }
  if (a.y === b.y) return { id: edge.id, style, ...bracket(left, right, 1, 12) };
  return straight(edge.id, style, a, b);
}

/** Between rows: from the bottom of the upper card to the top of the lower one, gently curved. */
function straight(id: string, style: EdgeStyle, a: Placed, b: Placed, label?: string): EdgeShape {
  const [upper, lower] = a.y <= b.y ? [a, b] : [b, a];
  const from = { x: upper.x, y: upper.y + HALF_H };
  const to = { x: lower.x, y: lower.y - HALF_H };
  const middleY = (from.y + to.y) / 2;
  return {
    id,
    style,
    path: `M${from.x},${from.y}C${from.x},${middleY} ${to.x},${middleY} ${to.x},${to.y}`,
    label,
    labelX: (from.x + to.x) / 2,
    labelY: middleY,
    box: boxOf([from, to]),
  };
}

function linkShape(edge: TreeEdgeData, a: Placed, b: Placed): EdgeShape {
  const label = linkLabels[edge.kind];
  if (a.y !== b.y) return straight(edge.id, 'link', a, b, label);
  const [left, right] = a.x <= b.x ? [a, b] : [b, a];
  const shape = bracket(left, right, -1, 20);
  return { id: edge.id, style: 'link', label, ...shape, box: { ...shape.box, minY: shape.box.minY - 12 } };
}

/** The lines between placed people, parents' lines first so partner and typed links draw over them. */
export function edgeShapes(edges: TreeEdgeData[], at: Map<string, Placed>, graph: KinGraph): EdgeShape[] {
  const others: EdgeShape[] = [];
  for (const edge of edges) {
    const a = at.get(edge.fromId);
    const b = at.get(edge.toId);
    if (!a || !b || a === b || edge.kind === 'parent') continue;
    others.push(edge.kind === 'partner' ? partnerShape(edge, a, b) : linkShape(edge, a, b));
  }
  return [...parentEdges(edges, at, graph), ...others];
}
