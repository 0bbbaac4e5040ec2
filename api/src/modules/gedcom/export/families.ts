import type { ExportIndex, KeptFamilyRow, PartnerEdge } from './export-rows.ts';

// GEDCOM joins people through families; Kinfolk through edges. A partner edge is a family with its
// two partners; the children whose parents are those two are its children; a child with one known
// parent is in a family of that parent alone, and two parents without a partner edge share a family
// of their own. A family imported earlier keeps its record: several records for the same pair (a
// couple married twice) stay apart, each with the children it listed. People are by number.

export interface ExportChild {
  person: number;
  pedigree: string | null;
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
  const { numberOf } = index;
  const inFile = (ids: (string | null)[]) => ids.flatMap((id) => (id !== null && numberOf.has(id) ? [numberOf.get(id)!] : []));
  for (const row of kept) {
    const partners = inFile([row.partner1, row.partner2]);
    const family = add({ partners, children: [], edge: null, kept: row, keptChildren: inFile(row.children) });
    // A family that joined nobody Kinfolk models (one partner, no children) is kept as it was.
    if (!row.children.length && partners.length < 2 && partners.length === [row.partner1, row.partner2].filter(Boolean).length) used.add(family);
  }
  for (const edge of index.partners) {
    const known = byPair.get(pairKey([edge.a, edge.b]))?.filter((f) => f.kept);
    const family = known?.length ? (known.find((f) => fitsEdge(f.kept!, edge)) ?? known[0]) : add({ partners: [edge.a, edge.b], children: [], edge: null, kept: null, keptChildren: [] });
    family.edge = edge;
    used.add(family);
  }
  const familyFor = (partners: number[], child: number) => {
    const list = byPair.get(pairKey(partners)) ?? [];
    return list.find((f) => f.keptChildren.includes(child)) ?? list.find((f) => f.edge) ?? list[0] ?? add({ partners, children: [], edge: null, kept: null, keptChildren: [] });
  };
  const { start, parent, pedigree } = index.parents;
  const addChild = (child: number, partners: number[], childPedigree: string | null) => {
    const family = familyFor(partners, child);
    family.children.push({ person: child, pedigree: childPedigree });
    used.add(family);
  };
  for (let child = 0; child < index.people.length; child++) {
    const from = start[child];
    const to = start[child + 1];
    if (to - from === 1) addChild(child, [parent[from]], pedigree[from]);
    else if (to - from === 2) addChild(child, [parent[from], parent[from + 1]], pedigree[from] ?? pedigree[from + 1]);
    else if (to > from) {
      for (const group of parentGroups(Array.from(parent.subarray(from, to)), byPair)) addChild(child, group, pedigree.slice(from, to).find(Boolean) ?? null);
    }
  }
  for (const family of families) {
    if (!family.kept) continue;
    // Children no parent edge joins to anyone, still listed by a kept family without partners.
    if (!family.partners.length) {
      for (const child of family.keptChildren) if (start[child] === start[child + 1]) family.children.push({ person: child, pedigree: null });
      if (family.children.length) used.add(family);
    }
    const order = family.keptChildren;
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
