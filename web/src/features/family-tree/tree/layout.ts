import { hierarchy, tree } from 'd3-hierarchy';
import { CARD_HEIGHT, CARD_WIDTH, OTHER_FAMILY_GAP, ROW_HEIGHT, SAME_FAMILY_GAP, SLOT_WIDTH } from './constants';
import { edgeShapes, type Box, type EdgeShape } from './edges';
import { buildKinGraph, byAge, type KinGraph, type TreePerson, type TreeWindowData } from './kinGraph';

export type { Box, EdgeShape } from './edges';
export type { TreePerson, TreeWindowData } from './kinGraph';

/** A person with the centre of their card, in tree units; the focus sits at (0, 0). */
export interface PlacedPerson {
  id: string;
  person: TreePerson;
  generation: number;
  x: number;
  y: number;
  isFocus: boolean;
}

/** The people of one generation, left to right. */
export interface TreeRow {
  generation: number;
  y: number;
  people: PlacedPerson[];
}

export interface TreeLayout {
  focusId: string;
  people: PlacedPerson[];
  byId: Map<string, PlacedPerson>;
  /** Top to bottom. */
  rows: TreeRow[];
  edges: EdgeShape[];
  bounds: Box;
}

/**
 * People laid side by side in one row, placed as a block by d3's tidy tree. `anchor` is the index
 * (possibly between two people, for a couple) that sits over or under the block's relatives.
 */
interface Block {
  ids: string[];
  anchor: number;
  children: Block[];
}

const block = (ids: string[], anchor = (ids.length - 1) / 2): Block => ({ ids, anchor, children: [] });

/**
 * Places blocks with d3-hierarchy's tidy tree. d3 calls the separation with its two nodes in either
 * order, so the left one is found by pre-order rank (which is left to right within a depth).
 */
function placeBlocks(root: Block): Map<Block, number> {
  const node = hierarchy(root, (b) => (b.children.length > 0 ? b.children : null));
  const rank = new Map<Block, number>();
  node.eachBefore((n) => void rank.set(n.data, rank.size));
  const leftExtent = (b: Block) => (b.ids.length === 0 ? 0 : b.anchor + 0.5);
  const rightExtent = (b: Block) => (b.ids.length === 0 ? 0 : b.ids.length - 1 - b.anchor + 0.5);
  const laidOut = tree<Block>()
    .nodeSize([SLOT_WIDTH, ROW_HEIGHT])
    .separation((a, b) => {
      const [left, right] = (rank.get(a.data) ?? 0) < (rank.get(b.data) ?? 0) ? [a, b] : [b, a];
      const gap = a.parent === b.parent ? SAME_FAMILY_GAP : OTHER_FAMILY_GAP;
      return rightExtent(left.data) + leftExtent(right.data) + gap;
    })(node);
  const anchors = new Map<Block, number>();
  laidOut.each((n) => void anchors.set(n.data, n.x));
  return anchors;
}

class Placement {
  readonly placed = new Set<string>();
  readonly order: (a: string, b: string) => number;

  constructor(readonly graph: KinGraph) {
    this.order = byAge(graph.people);
  }

  generationOf(id: string): number | undefined {
    return this.graph.people.get(id)?.generation;
  }

  /** Of `ids`, those in `generation` not placed yet, eldest first. */
  free(ids: string[], generation: number): string[] {
    return ids.filter((id) => !this.placed.has(id) && this.generationOf(id) === generation).sort(this.order);
  }

  claim(ids: string[]): string[] {
    for (const id of ids) this.placed.add(id);
    return ids;
  }

  /** A person followed by their partners of the same generation, current partners first. */
  withPartners(id: string): string[] {
    const generation = this.generationOf(id) ?? 0;
    this.claim([id]);
    const partners = this.free(this.graph.partnersOf(id), generation);
    const ended = (p: string) => (this.graph.partnershipEnded(id, p) ? 1 : 0);
    return [id, ...this.claim(partners.sort((a, b) => ended(a) - ended(b)))];
  }

  /** One block per person not placed yet, each with their partners. */
  families(ids: string[]): Block[] {
    return ids.flatMap((id) => (this.placed.has(id) ? [] : [block(this.withPartners(id))]));
  }

  /** The focus's generation and every generation below, grown family by family. */
  descendants(focusId: string): Block {
    const root = block([]);
    root.children = this.families([focusId, ...this.free(this.graph.siblingsOf(focusId), 0)].sort(this.order));
    let level = root.children;
    for (let generation = 1; level.length > 0; generation++) {
      const next: Block[] = [];
      for (const family of level) {
        const kids = new Set(family.ids.flatMap((id) => this.graph.childrenOf(id)));
        family.children = this.families(this.free([...kids], generation));
        next.push(...family.children);
      }
      level = next;
    }
    return root;
  }

  /** Siblings of `id` with their partners, in one list. */
  siblingsWithPartners(id: string, generation: number): string[] {
    return this.free(this.graph.siblingsOf(id), generation).flatMap((sibling) =>
      this.placed.has(sibling) ? [] : this.withPartners(sibling),
    );
  }

  /**
   * The parents of `childId` as one block: the couple in the middle, other partners beside them and
   * each parent's siblings on that parent's outer side. Their own parents become the block's children.
   */
  parents(childId: string, generation: number): Block | null {
    const [first, second] = this.claim(this.free(this.graph.parentsOf(childId), generation).slice(0, 2));
    if (!first) return null;
    const others = (id: string, except?: string) =>
      this.claim(this.free(this.graph.partnersOf(id), generation).filter((p) => p !== except));
    const firstSide = [...others(first, second).reverse(), first];
    const secondSide = second ? [second, ...others(second, first)] : [];
    const left = this.siblingsWithPartners(first, generation);
    const right = second ? this.siblingsWithPartners(second, generation) : [];
    const ids = [...left, ...firstSide, ...secondSide, ...right];
    const firstIndex = left.length + firstSide.length - 1;
    const result = block(ids, second ? firstIndex + 0.5 : firstIndex);
    result.children = [first, second]
      .filter((id): id is string => Boolean(id))
      .map((id) => this.parents(id, generation - 1))
      .filter((b): b is Block => b !== null);
    return result;
  }
}

/** Writes the x of every person of every block, given each block's anchor. */
function spread(anchors: Map<Block, number>, shift: number, into: Map<string, number>) {
  for (const [b, anchorX] of anchors) {
    b.ids.forEach((id, i) => {
      if (!into.has(id)) into.set(id, anchorX + shift + (i - b.anchor) * SLOT_WIDTH);
    });
  }
}

/**
 * Rows by generation, with x positions from two tidy trees around the focus: one growing down from
 * the focus's generation (siblings, partners, descendants), one growing up through each parent
 * couple (with their siblings beside them). People neither tree reaches, such as those joined only
 * by a typed link, go to the right end of their row.
 */
export function layoutTree(window: TreeWindowData): TreeLayout {
  const graph = buildKinGraph(window);
  const placement = new Placement(graph);
  const focusId = window.focusId;
  const xs = new Map<string, number>();

  if (graph.people.has(focusId)) {
    spread(placeBlocks(placement.descendants(focusId)), 0, xs);
    const ancestors = block([focusId]);
    const parents = placement.parents(focusId, -1);
    if (parents) {
      ancestors.children = [parents];
      const anchors = placeBlocks(ancestors);
      const shift = (xs.get(focusId) ?? 0) - (anchors.get(ancestors) ?? 0);
      anchors.delete(ancestors);
      spread(anchors, shift, xs);
    }
  }

  placeLeftovers(placement, xs);

  const focusX = xs.get(focusId) ?? 0;
  const people: PlacedPerson[] = window.nodes.map((person) => ({
    id: person.id,
    person,
    generation: person.generation,
    x: Math.round((xs.get(person.id) ?? 0) - focusX),
    y: person.generation * ROW_HEIGHT,
    isFocus: person.id === focusId,
  }));
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    focusId,
    people,
    byId,
    rows: rowsOf(people),
    edges: edgeShapes(window.edges, byId, graph),
    bounds: boundsOf(people),
  };
}

function groupBy<T>(items: Iterable<T>, key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function placeLeftovers(placement: Placement, xs: Map<string, number>) {
  const people = [...placement.graph.people.values()];
  const rightmost = new Map<number, number>();
  for (const p of people) {
    const x = xs.get(p.id);
    if (x !== undefined) rightmost.set(p.generation, Math.max(x, rightmost.get(p.generation) ?? -Infinity));
  }
  const leftovers = groupBy(people.filter((p) => !placement.placed.has(p.id)), (p) => p.generation);
  for (const [generation, members] of leftovers) {
    const row = placement.families(members.map((p) => p.id).sort(placement.order)).flatMap((b) => b.ids);
    const end = rightmost.get(generation);
    const start = end !== undefined ? end + SLOT_WIDTH * (1 + OTHER_FAMILY_GAP) : -((row.length - 1) / 2) * SLOT_WIDTH;
    row.forEach((id, i) => xs.set(id, start + i * SLOT_WIDTH));
  }
}

function rowsOf(people: PlacedPerson[]): TreeRow[] {
  const rows = groupBy(people, (p) => p.generation);
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([generation, members]) => ({
      generation,
      y: generation * ROW_HEIGHT,
      people: members.sort((a, b) => a.x - b.x),
    }));
}

function boundsOf(people: PlacedPerson[]): Box {
  if (people.length === 0) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const p of people) {
    box.minX = Math.min(box.minX, p.x - CARD_WIDTH / 2);
    box.maxX = Math.max(box.maxX, p.x + CARD_WIDTH / 2);
    box.minY = Math.min(box.minY, p.y - CARD_HEIGHT / 2);
    box.maxY = Math.max(box.maxY, p.y + CARD_HEIGHT / 2);
  }
  return box;
}
