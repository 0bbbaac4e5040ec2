import type { FamilyTreeQuery } from '../../../gql/graphql';

export type TreeWindowData = FamilyTreeQuery['familyTree'];
export type TreePerson = TreeWindowData['nodes'][number];
export type TreeEdgeData = TreeWindowData['edges'][number];

/** An edge between two different people of the window, with its ends' indices. */
export interface KinEdge {
  edge: TreeEdgeData;
  from: number;
  to: number;
}

/**
 * Who is whose parent, child, partner or sibling within one tree window. People are named by their
 * index in `people` (the window's nodes): a whole family can be 100,000 people, and looking ids up
 * in maps over and over would be most of the time it takes to lay them out.
 */
export interface KinGraph {
  people: readonly TreePerson[];
  indexOf(id: string): number | undefined;
  /** The edges whose two ends are different people of the window, in the window's order. */
  edges: readonly KinEdge[];
  parentsOf(person: number): readonly number[];
  childrenOf(person: number): readonly number[];
  partnersOf(person: number): readonly number[];
  /** Children of the same parents, and people joined by a sibling edge. */
  siblingsOf(person: number): number[];
  /** People joined to `person` by a typed link (sibling, grandparent, uncle or aunt, cousin). */
  linksOf(person: number): readonly number[];
  arePartners(a: number, b: number): boolean;
  /** Whether the partnership of `a` and `b` ended (divorced or separated). */
  partnershipEnded(a: number, b: number): boolean;
}

const NONE: readonly number[] = [];

/** Lists of people by person, each list created on its first entry. */
function adjacency(size: number) {
  const lists: (number[] | undefined)[] = new Array(size);
  return {
    add(person: number, other: number) {
      const list = lists[person];
      if (!list) lists[person] = [other];
      else if (!list.includes(other)) list.push(other);
    },
    of: (person: number): readonly number[] => lists[person] ?? NONE,
  };
}

const names = new Intl.Collator();

/**
 * Eldest first by the first day their birth date can mean (people without one last), then by name,
 * then by id, so rows read the same every time and in both shapes of a window. Each person's name
 * is put together once, when first compared.
 */
export function byAge(people: readonly TreePerson[]) {
  const nameOf: (string | undefined)[] = new Array(people.length);
  const name = (i: number) => (nameOf[i] ??= `${people[i].lastName} ${people[i].firstName}`);
  return (a: number, b: number): number => {
    if (a === b) return 0;
    const da = people[a].birth?.earliest ?? '9999';
    const db = people[b].birth?.earliest ?? '9999';
    if (da !== db) return da < db ? -1 : 1;
    return names.compare(name(a), name(b)) || (people[a].id < people[b].id ? -1 : 1);
  };
}

export function buildKinGraph(window: TreeWindowData): KinGraph {
  const people = window.nodes;
  const index = new Map<string, number>();
  people.forEach((person, i) => index.set(person.id, i));
  const parents = adjacency(people.length);
  const children = adjacency(people.length);
  const partners = adjacency(people.length);
  const siblingLinks = adjacency(people.length);
  const links = adjacency(people.length);
  const ended = new Set<number>();
  const pair = (a: number, b: number) => a * people.length + b;
  const edges: KinEdge[] = [];

  for (const edge of window.edges) {
    const from = index.get(edge.fromId);
    const to = index.get(edge.toId);
    if (from === undefined || to === undefined || from === to) continue;
    edges.push({ edge, from, to });
    if (edge.kind === 'parent') {
      parents.add(to, from);
      children.add(from, to);
    } else if (edge.kind === 'partner') {
      partners.add(from, to);
      partners.add(to, from);
      if (edge.partnerKind === 'divorced' || edge.partnerKind === 'separated') ended.add(pair(from, to)).add(pair(to, from));
    } else {
      links.add(from, to);
      links.add(to, from);
      if (edge.kind === 'sibling') {
        siblingLinks.add(from, to);
        siblingLinks.add(to, from);
      }
    }
  }

  return {
    people,
    indexOf: (id) => index.get(id),
    edges,
    parentsOf: parents.of,
    childrenOf: children.of,
    partnersOf: partners.of,
    siblingsOf(person) {
      const result = new Set(siblingLinks.of(person));
      for (const parent of parents.of(person)) for (const child of children.of(parent)) result.add(child);
      result.delete(person);
      return [...result];
    },
    linksOf: links.of,
    arePartners: (a, b) => partners.of(a).includes(b),
    partnershipEnded: (a, b) => ended.has(pair(a, b)),
  };
}
