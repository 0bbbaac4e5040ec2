import type { ParentLink, PartnerLink, SnapshotPerson, TreeSnapshot } from './tree-snapshot.ts';

/** A snapshot's people by id and its edges by person, built once per snapshot and shared by the rules. */
export interface TreeIndex {
  person: ReadonlyMap<string, SnapshotPerson>;
  /** A child's parent edges, in the snapshot's order. */
  parentsOf: ReadonlyMap<string, readonly ParentLink[]>;
  /** A parent's child edges, in the snapshot's order. */
  childrenOf: ReadonlyMap<string, readonly ParentLink[]>;
  /** A person's partnerships, in the snapshot's order. */
  partnersOf: ReadonlyMap<string, readonly PartnerLink[]>;
}

const built = new WeakMap<TreeSnapshot, TreeIndex>();

function push<V>(map: Map<string, V[]>, key: string, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The index of a snapshot (made on first use, then kept while the snapshot lives: a snapshot is
 * not changed once made). Edges naming a person the snapshot does not hold, or a person and
 * themself, are left out, so a rule never meets an unknown id.
 */
export function indexTree(snapshot: TreeSnapshot): TreeIndex {
  const known = built.get(snapshot);
  if (known) return known;
  const person = new Map(snapshot.people.map((p) => [p.id, p]));
  const parentsOf = new Map<string, ParentLink[]>();
  const childrenOf = new Map<string, ParentLink[]>();
  const partnersOf = new Map<string, PartnerLink[]>();
  for (const link of snapshot.parents) {
    if (!person.has(link.childId) || !person.has(link.parentId) || link.childId === link.parentId) continue;
    push(parentsOf, link.childId, link);
    push(childrenOf, link.parentId, link);
  }
  for (const link of snapshot.partners) {
    if (!person.has(link.personA) || !person.has(link.personB) || link.personA === link.personB) continue;
    push(partnersOf, link.personA, link);
    push(partnersOf, link.personB, link);
  }
  const index: TreeIndex = { person, parentsOf, childrenOf, partnersOf };
  built.set(snapshot, index);
  return index;
}

/** The other end of a partnership. */
export const partnerIn = (link: PartnerLink, personId: string): string => (link.personA === personId ? link.personB : link.personA);

/** Orders ids as text, for stable keys and outputs. */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
