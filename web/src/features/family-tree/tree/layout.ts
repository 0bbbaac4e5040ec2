import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import { CARD_HEIGHT, CARD_WIDTH, OTHER_FAMILY_GAP, ROW_HEIGHT, SAME_FAMILY_GAP, SLOT_WIDTH } from './constants';
import { edgeShapes, type Box, type EdgeShape } from './edges';
import { buildKinGraph, byAge, type KinGraph, type TreePerson, type TreeWindowData } from './kinGraph';
import { groupBy, placeLeftovers } from './leftovers';

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
 * People (by index) laid side by side in one row, placed as a block by d3's tidy tree. `anchor` is
 * the index in `ids` (possibly between two people, for a couple) that sits over or under the
 * block's relatives.
 */
interface Block {
  ids: number[];
  anchor: number;
  children: Block[];
}

const block = (ids: number[], anchor = (ids.length - 1) / 2): Block => ({ ids, anchor, children: [] });

/**
 * Places blocks with d3-hierarchy's tidy tree: each node's x is where its block's anchor goes. d3
 * calls the separation with its two nodes in either order, so the left one is found by pre-order
 * rank (which is left to right within a depth).
 */
function placeBlocks(root: Block): HierarchyPointNode<Block> {
  const node = hierarchy(root, (b) => (b.children.length > 0 ? b.children : null));
  const rank = new Map<Block, number>();
  node.eachBefore((n) => void rank.set(n.data, rank.size));
  const leftExtent = (b: Block) => (b.ids.length === 0 ? 0 : b.anchor + 0.5);
  const rightExtent = (b: Block) => (b.ids.length === 0 ? 0 : b.ids.length - 1 - b.anchor + 0.5);
  return tree<Block>()
    .nodeSize([SLOT_WIDTH, ROW_HEIGHT])
    .separation((a, b) => {
      const [left, right] = (rank.get(a.data) ?? 0) < (rank.get(b.data) ?? 0) ? [a, b] : [b, a];
      const gap = a.parent === b.parent ? SAME_FAMILY_GAP : OTHER_FAMILY_GAP;
      return rightExtent(left.data) + leftExtent(right.data) + gap;
    })(node);
}

class Placement {
  readonly placed: Uint8Array;
  readonly order: (a: number, b: number) => number;

  constructor(readonly graph: KinGraph) {
    this.placed = new Uint8Array(graph.people.length);
    this.order = byAge(graph.people);
  }

  /** Of `ids`, those in `generation` not placed yet, eldest first. */
  free(ids: readonly number[], generation: number): number[] {
    const { people } = this.graph;
    const found: number[] = [];
    for (const id of ids) if (!this.placed[id] && people[id].generation === generation) found.push(id);
    return found.length > 1 ? found.sort(this.order) : found;
  }

  claim(ids: number[]): number[] {
    for (const id of ids) this.placed[id] = 1;
    return ids;
  }

  /** A person followed by their partners of the same generation, current partners first. */
  withPartners(id: number): number[] {
    this.placed[id] = 1;
    const partners = this.free(this.graph.partnersOf(id), this.graph.people[id].generation);
    if (partners.length === 0) return [id];
    const ended = (p: number) => (this.graph.partnershipEnded(id, p) ? 1 : 0);
    if (partners.length > 1) partners.sort((a, b) => ended(a) - ended(b));
    partners.unshift(id);
    return this.claim(partners);
  }

  /** One block per person not placed yet, each with their partners. */
  families(ids: number[]): Block[] {
    const blocks: Block[] = [];
    for (const id of ids) if (!this.placed[id]) blocks.push(block(this.withPartners(id)));
    return blocks;
  }

  /**
   * The focus's generation and every generation below, grown family by family from `top`: the
   * root's children are the families of row `generation`, and each family's children the families
   * of its children in the next row.
   */
  grow(top: Block[], generation: number, alsoUnder?: { family: Block; ids: readonly number[] }): Block {
    const root = block([]);
    root.children = top;
    let level = top;
    for (let next = generation + 1; level.length > 0; next++) {
      const below: Block[] = [];
      for (const family of level) {
        // A child of two of the family is listed twice; families() skips the second. Children stand
        // under their own couple (a half-brother under his father and his mother), eldest first.
        const candidates: number[] = [];
        for (const id of family.ids) for (const child of this.graph.childrenOf(id)) candidates.push(child);
        if (family === alsoUnder?.family) candidates.push(...alsoUnder.ids);
        const children = this.free(candidates, next);
        if (children.length > 1) {
          const at = new Map(children.map((child) => [child, this.under(family, child)]));
          children.sort((a, b) => at.get(a)! - at.get(b)!);
        }
        family.children = this.families(children);
        for (const child of family.children) below.push(child);
      }
      level = below;
    }
    return root;
  }

  /** Where in a family's row a child belongs: the middle of their parents there (sibling links: its anchor). */
  under(family: Block, child: number): number {
    let sum = 0;
    let count = 0;
    for (const parent of this.graph.parentsOf(child)) {
      const i = family.ids.indexOf(parent);
      if (i >= 0) {
        sum += i;
        count++;
      }
    }
    return count ? sum / count : family.anchor;
  }

  /** The focus with their siblings, partners and descendants, when no parent of theirs is known. */
  descendants(focus: number): Block {
    return this.grow(this.families([focus, ...this.free(this.graph.siblingsOf(focus), 0)].sort(this.order)), 0);
  }

  /**
   * The focus's parents and everyone below them, when a parent is known: the parents as one family
   * (other partners beside them, so half-siblings hang from their own couple), each parent's
   * brothers and sisters on that parent's outer side with their children (cousins) under them, and
   * the parents of the focus's partners at the far end. Returns the tree and the parents.
   */
  parentsAndBelow(focus: number): { root: Block; parents: number[] } | null {
    const parents = this.claim(this.free(this.graph.parentsOf(focus), -1).slice(0, 2));
    if (parents.length === 0) return null;
    const [first, second] = parents;
    const others = (id: number, except?: number) => this.claim(this.free(this.graph.partnersOf(id), -1).filter((p) => p !== except));
    const firstSide = [...others(first, second).reverse(), first];
    const secondSide = second !== undefined ? [second, ...others(second, first)] : [];
    const couple = block([...firstSide, ...secondSide], second !== undefined ? firstSide.length - 0.5 : firstSide.length - 1);
    const auntsOf = (parent: number | undefined) => (parent === undefined ? [] : this.families(this.free(this.graph.siblingsOf(parent), -1)));
    const left = auntsOf(first).reverse();
    const right = auntsOf(second);
    const partnersOfFocus = this.graph.partnersOf(focus);
    const inLaws = this.families(this.free(partnersOfFocus.flatMap((p) => this.graph.parentsOf(p)), -1));
    // Brothers and sisters recorded by a sibling link, not through these parents, stand with the focus.
    const linked = { family: couple, ids: this.graph.siblingsOf(focus) };
    return { root: this.grow([...left, couple, ...right, ...inLaws], -1, linked), parents };
  }

  /** Siblings of `id` with their partners, in one list. */
  siblingsWithPartners(id: number, generation: number): number[] {
    return this.free(this.graph.siblingsOf(id), generation).flatMap((sibling) =>
      this.placed[sibling] ? [] : this.withPartners(sibling),
    );
  }

  /**
   * The parents of `child` as one block: the couple in the middle, other partners beside them and
   * each parent's siblings on that parent's outer side. Their own parents become the block's children.
   */
  parents(child: number, generation: number): Block | null {
    const [first, second] = this.claim(this.free(this.graph.parentsOf(child), generation).slice(0, 2));
    if (first === undefined) return null;
    const others = (id: number, except?: number) =>
      this.claim(this.free(this.graph.partnersOf(id), generation).filter((p) => p !== except));
    const firstSide = [...others(first, second).reverse(), first];
    const secondSide = second !== undefined ? [second, ...others(second, first)] : [];
    const left = this.siblingsWithPartners(first, generation);
    const right = second !== undefined ? this.siblingsWithPartners(second, generation) : [];
    const ids = [...left, ...firstSide, ...secondSide, ...right];
    const firstIndex = left.length + firstSide.length - 1;
    const result = block(ids, second !== undefined ? firstIndex + 0.5 : firstIndex);
    result.children = [first, second]
      .filter((id): id is number => id !== undefined)
      .map((id) => this.parents(id, generation - 1))
      .filter((b): b is Block => b !== null);
    return result;
  }
}

/** Writes the x of each person of every placed block who has none yet (NaN), `shift` to the right. */
function spread(laidOut: HierarchyPointNode<Block>, shift: number, xs: Float64Array) {
  laidOut.each(({ data: b, x }) => {
    b.ids.forEach((id, i) => {
      if (Number.isNaN(xs[id])) xs[id] = x + shift + (i - b.anchor) * SLOT_WIDTH;
    });
  });
}

/**
 * Rows by generation, with x positions from two tidy trees around the focus: one growing down from
 * the parents' row (the parents, their brothers and sisters, the partners' parents, and everyone
 * below them: siblings, cousins, nephews, partners, descendants), one growing up from the parents
 * through each grandparent couple (with their siblings beside them). People neither tree reaches,
 * such as those joined only by a typed link, go to the right end of their row.
 */
export function layoutTree(window: TreeWindowData): TreeLayout {
  const graph = buildKinGraph(window);
  const placement = new Placement(graph);
  const focusId = window.focusId ?? '';
  const focus = graph.indexOf(focusId);
  const xs = new Float64Array(graph.people.length).fill(NaN);

  if (focus !== undefined) {
    const below = placement.parentsAndBelow(focus);
    if (!below) spread(placeBlocks(placement.descendants(focus)), 0, xs);
    else {
      spread(placeBlocks(below.root), 0, xs);
      // The parents, placed already, root the ancestors' tree and say where it goes.
      const [first, second] = below.parents;
      const grandparents = [first, second]
        .filter((id): id is number => id !== undefined)
        .map((id) => placement.parents(id, -2))
        .filter((b): b is Block => b !== null);
      if (grandparents.length > 0) {
        const couple = second !== undefined ? block([first, second], 0.5) : block([first]);
        const ancestors = placeBlocks({ ...couple, children: grandparents });
        const middle = second !== undefined ? (xs[first] + xs[second]) / 2 : xs[first];
        spread(ancestors, middle - ancestors.x, xs);
      }
    }
  }

  placeLeftovers(placement, xs);

  const focusX = focus === undefined ? 0 : xs[focus];
  const people: PlacedPerson[] = graph.people.map((person, i) => ({
    id: person.id,
    person,
    generation: person.generation,
    x: Math.round((Number.isNaN(xs[i]) ? 0 : xs[i]) - focusX),
    y: person.generation * ROW_HEIGHT,
    isFocus: person.id === focusId,
  }));
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    focusId,
    people,
    byId,
    rows: rowsOf(people),
    edges: edgeShapes(graph, people),
    bounds: boundsOf(people),
  };
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
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of people) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX: minX - CARD_WIDTH / 2, minY: minY - CARD_HEIGHT / 2, maxX: maxX + CARD_WIDTH / 2, maxY: maxY + CARD_HEIGHT / 2 };
}
