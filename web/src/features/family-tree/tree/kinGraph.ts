import type { FamilyTreeQuery } from '../../../gql/graphql';

export type TreeWindowData = FamilyTreeQuery['familyTree'];
export type TreePerson = TreeWindowData['nodes'][number];
export type TreeEdgeData = TreeWindowData['edges'][number];

/** Who is whose parent, child, partner or sibling within one tree window. */
export interface KinGraph {
  people: Map<string, TreePerson>;
  parentsOf(id: string): string[];
  childrenOf(id: string): string[];
  partnersOf(id: string): string[];
  /** Children of the same parents, and people joined by a sibling edge. */
  siblingsOf(id: string): string[];
  arePartners(a: string, b: string): boolean;
  /** Whether the partnership of `a` and `b` ended (divorced or separated). */
  partnershipEnded(a: string, b: string): boolean;
}

function adder(map: Map<string, string[]>) {
  return (key: string, value: string) => {
    const list = map.get(key);
    if (!list) map.set(key, [value]);
    else if (!list.includes(value)) list.push(value);
  };
}

/** Eldest first (people without a date of birth last), then by name, so rows read the same every time. */
export function byAge(people: Map<string, TreePerson>) {
  return (a: string, b: string): number => {
    const pa = people.get(a);
    const pb = people.get(b);
    const da = pa?.dateOfBirth ?? '9999';
    const db = pb?.dateOfBirth ?? '9999';
    if (da !== db) return da < db ? -1 : 1;
    const na = `${pa?.lastName ?? ''} ${pa?.firstName ?? ''}`;
    const nb = `${pb?.lastName ?? ''} ${pb?.firstName ?? ''}`;
    return na.localeCompare(nb) || a.localeCompare(b);
  };
}

export function buildKinGraph(window: TreeWindowData): KinGraph {
  const people = new Map(window.nodes.map((node) => [node.id, node]));
  const parents = new Map<string, string[]>();
  const children = new Map<string, string[]>();
  const partners = new Map<string, string[]>();
  const siblingLinks = new Map<string, string[]>();
  const ended = new Set<string>();
  const addParent = adder(parents);
  const addChild = adder(children);
  const addPartner = adder(partners);
  const addSibling = adder(siblingLinks);

  for (const edge of window.edges) {
    if (!people.has(edge.fromId) || !people.has(edge.toId) || edge.fromId === edge.toId) continue;
    if (edge.kind === 'parent') {
      addParent(edge.toId, edge.fromId);
      addChild(edge.fromId, edge.toId);
    } else if (edge.kind === 'partner') {
      addPartner(edge.fromId, edge.toId);
      addPartner(edge.toId, edge.fromId);
      if (edge.partnerKind === 'divorced' || edge.partnerKind === 'separated') {
        ended.add(`${edge.fromId} ${edge.toId}`).add(`${edge.toId} ${edge.fromId}`);
      }
    } else if (edge.kind === 'sibling') {
      addSibling(edge.fromId, edge.toId);
      addSibling(edge.toId, edge.fromId);
    }
  }

  const get = (map: Map<string, string[]>, id: string) => map.get(id) ?? [];
  return {
    people,
    parentsOf: (id) => get(parents, id),
    childrenOf: (id) => get(children, id),
    partnersOf: (id) => get(partners, id),
    siblingsOf(id) {
      const result = new Set(get(siblingLinks, id));
      for (const parent of get(parents, id)) for (const child of get(children, parent)) result.add(child);
      result.delete(id);
      return [...result];
    },
    arePartners: (a, b) => get(partners, a).includes(b),
    partnershipEnded: (a, b) => ended.has(`${a} ${b}`),
  };
}
