import type { ExportIndex, PartnerEdge } from './export-rows.ts';
import type { KeptFamilyRow } from './kept-rows.ts';

// GEDCOM joins people through families; Kinfolk through edges. A partner edge is a family with its
// two partners; the children whose parents are those two are its children; a child with one known
// parent is in a family of that parent alone, and two parents without a partner edge share a family
// of their own. A family imported earlier keeps its record: several records for the same pair (a
// couple married twice) stay apart, each with the children it listed. People are by number.

export interface ExportChild {
  person: number;
  /** How the child belongs to the partners; undefined: as the kept record says. */
  pedigree: string | null | undefined;
}

export interface ExportFamily {
  /** The partners, zero to two. */
  partners: number[];
  children: ExportChild[];
  /** The partnership the family stands for, when there is one. */
  edge: PartnerEdge | null;
  kept: KeptFamilyRow | null;
  /** The children the kept record listed, in its order, that are in the file. */
  keptChildren: number[];
  /** Another record of the same partnership holds its edge (a couple married twice): this one stays as it was. */
  sharesEdge: boolean;
}

/** One number for a set of up to two people. */
const pairKey = (partners: number[]) => {
  const [x, y] = partners.length === 2 && partners[1] < partners[0] ? [partners[1], partners[0]] : partners;
  return (x === undefined ? 0 : (x + 1) * 2 ** 26) + (y === undefined ? 0 : y + 1);
};

/** The families of the file: kept ones first in their order, then new ones. */
export function buildFamilies(index: ExportIndex, kept: KeptFamilyRow[], fitsEdge: (kept: KeptFamilyRow, edge: PartnerEdge) => boolean): ExportFamily[] {
  const families: ExportFamily[] = [];
  const byPair = new Map<number, ExportFamily[]>();
  const used = new Set<ExportFamily>();
  const add = (family: ExportFamily) => {
    families.push(family);
    const key = pairKey(family.partners);
    const list = byPair.get(key);
    if (list) list.push(family);
    else byPair.set(key, [family]);
    return family;
  };
  const inFile = (ids: (string | null)[]) => ids.flatMap((id) => (id !== null && index.numberOf.has(id) ? [index.numberOf.get(id)!] : []));
  for (const row of kept) {
    const partners = inFile([row.partner1, row.partner2]);
    const family = add({ partners, children: [], edge: null, kept: row, keptChildren: inFile(row.children), sharesEdge: false });
    // A family that joined nobody Kinfolk models (one partner, no children) is kept as it was.
    if (!row.children.length && partners.length < 2 && partners.length === [row.partner1, row.partner2].filter(Boolean).length) used.add(family);
  }
  for (const edge of index.partners) {
    const known = byPair.get(pairKey([edge.a, edge.b]))?.filter((f) => f.kept) ?? [];
    const family = known.find((f) => fitsEdge(f.kept!, edge)) ?? known[0] ?? add({ partners: [edge.a, edge.b], children: [], edge: null, kept: null, keptChildren: [], sharesEdge: false });
    family.edge = edge;
    for (const other of known) {
      other.sharesEdge = other !== family;
      used.add(other);
    }
    used.add(family);
  }
  const familyFor = (partners: number[], child: number) => {
    const list = byPair.get(pairKey(partners));
    if (!list) return add({ partners, children: [], edge: null, kept: null, keptChildren: [], sharesEdge: false });
    return list.find((f) => f.keptChildren.includes(child)) ?? list.find((f) => f.edge) ?? list[0];
  };
  const join = (family: ExportFamily, child: number, childPedigree: string | null | undefined) => {
    if (family.children.some((c) => c.person === child)) return;
    family.children.push({ person: child, pedigree: childPedigree });
    used.add(family);
  };
  const listing = new Map<number, ExportFamily[]>();
  for (const family of families) for (const child of family.keptChildren) (listing.get(child) ?? listing.set(child, []).get(child)!).push(family);
  const { start, parent, pedigree } = index.parents;
  for (let child = 0; child < index.people.length; child++) {
    const from = start[child];
    const count = start[child + 1] - from;
    const listed = listing.get(child);
    // Most children: one or two parents, and no kept family that lists them.
    if (!listed && count <= 2) {
      if (count === 1) join(familyFor([parent[from]], child), child, pedigree[from]);
      else if (count === 2) join(familyFor([parent[from], parent[from + 1]], child), child, pedigree[from] ?? pedigree[from + 1]);
      continue;
    }
    const parents = Array.from(parent.subarray(from, from + count));
    const pedigreeFrom = (partners: number[]) => {
      if (!partners.length) return undefined;
      for (let i = from; i < from + count; i++) if (partners.includes(parent[i]) && pedigree[i]) return pedigree[i];
      return null;
    };
    // The kept families that list the child and whose partners are still among the child's parents
    // keep the child where the file put them (an adoption beside the birth family, a family that
    // names no partners); a parent none of them covers joins the child through a family of the edges.
    const fitting = listed?.filter((f) => f.partners.every((p) => parents.includes(p))) ?? [];
    const covered = new Set(fitting.flatMap((f) => f.partners));
    const joined = [...fitting];
    if (!parents.every((p) => covered.has(p))) {
      for (const group of parents.length <= 2 ? [parents] : parentGroups(parents, byPair)) joined.push(familyFor(group, child));
    }
    // One edge per parent and child: where it joins the child to several families, their records say how.
    const shared = (f: ExportFamily) => f.kept && f.partners.some((p) => joined.filter((g) => g.partners.includes(p)).length > 1);
    for (const family of joined) join(family, child, shared(family) ? undefined : pedigreeFrom(family.partners));
  }
  for (const family of families) {
    const order = family.keptChildren;
    if (!order.length) continue;
    const rank = (c: ExportChild) => (order.includes(c.person) ? order.indexOf(c.person) - order.length : c.person);
    family.children.sort((a, b) => rank(a) - rank(b));
  }
  return families.filter((family) => used.has(family));
}

/** More than two parents (older data): those with a family of their own together, the rest alone. */
function parentGroups(parents: number[], byPair: Map<number, ExportFamily[]>): number[][] {
  const groups: number[][] = [];
  const left = [...parents];
  while (left.length) {
    const a = left.shift()!;
    const at = left.findIndex((b) => byPair.has(pairKey([a, b])));
    groups.push(at >= 0 ? [a, ...left.splice(at, 1)] : [a]);
  }
  return groups;
}
