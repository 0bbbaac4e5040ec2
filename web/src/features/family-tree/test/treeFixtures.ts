import type { FamilyTreeQuery, PartnerKind, RelationshipKind } from '../../../gql/graphql';

type TreeWindow = FamilyTreeQuery['familyTree'];
// Responses carry their type names, as the server's do.
type Node = TreeWindow['nodes'][number] & { __typename: 'TreeNode' };
type Edge = TreeWindow['edges'][number] & { __typename: 'Relationship' };
type Window = TreeWindow & { __typename: 'TreeWindow'; nodes: Node[]; edges: Edge[] };

export function treeNode(id: string, generation: number, extra: Partial<Node> = {}): Node {
  return {
    __typename: 'TreeNode',
    id,
    generation,
    firstName: id.charAt(0).toUpperCase() + id.slice(1),
    lastName: 'Rivera',
    dateOfBirth: null,
    dateOfDeath: null,
    birth: null,
    death: null,
    gender: 'other',
    isAlive: true,
    isSelf: false,
    isLiving: true,
    detailsHidden: false,
    profilePictureUrl: null,
    ...extra,
  };
}

export function treeEdge(kind: RelationshipKind, fromId: string, toId: string, partnerKind: PartnerKind | null = null): Edge {
  return { __typename: 'Relationship', id: `${kind}:${fromId}:${toId}`, kind, fromId, toId, partnerKind };
}

export function treeWindow(focusId: string, nodes: Node[], edges: Edge[], more = {}): Window {
  return { __typename: 'TreeWindow', treeId: 'tree-1', focusId, nodes, edges, hasMoreAbove: false, hasMoreBelow: false, ...more };
}

/** Parents `a` and `b` (partners) of every child. */
export function family(a: string, b: string, ...children: string[]): Edge[] {
  return [treeEdge('partner', a, b, 'married'), ...children.flatMap((c) => [treeEdge('parent', a, c), treeEdge('parent', b, c)])];
}

/**
 * Five generations around "me": both grandparent couples, parents with an aunt and her partner,
 * a sister, a spouse, two children and a grandchild.
 */
export function riveraFamily(): Window {
  return treeWindow(
    'me',
    [
      treeNode('grandpaRivera', -2, { dateOfBirth: '1921-03-02', dateOfDeath: '2003-05-01', isAlive: false }),
      treeNode('grandmaRivera', -2, { dateOfBirth: '1925-01-01' }),
      treeNode('grandpaLee', -2, { dateOfBirth: '1926-01-01' }),
      treeNode('grandmaLee', -2, { dateOfBirth: '1928-01-01' }),
      treeNode('dad', -1, { dateOfBirth: '1950-01-01' }),
      treeNode('mum', -1, { dateOfBirth: '1952-01-01' }),
      treeNode('aunt', -1, { dateOfBirth: '1955-01-01' }),
      treeNode('auntsPartner', -1, { dateOfBirth: '1954-01-01' }),
      treeNode('me', 0, { dateOfBirth: '1980-06-01', isSelf: true }),
      treeNode('sister', 0, { dateOfBirth: '1983-01-01' }),
      treeNode('spouse', 0, { dateOfBirth: '1981-01-01' }),
      treeNode('kid', 1, { dateOfBirth: '2008-01-01' }),
      treeNode('baby', 1, { dateOfBirth: '2011-01-01' }),
      treeNode('grandkid', 2, { dateOfBirth: '2030-01-01' }),
    ],
    [
      ...family('grandpaRivera', 'grandmaRivera', 'dad', 'aunt'),
      ...family('grandpaLee', 'grandmaLee', 'mum'),
      ...family('dad', 'mum', 'me', 'sister'),
      treeEdge('partner', 'aunt', 'auntsPartner', 'married'),
      ...family('me', 'spouse', 'kid', 'baby'),
      treeEdge('parent', 'kid', 'grandkid'),
    ],
  );
}

/** A large window: a couple per person, two children each, `depth` generations down from "me". */
export function bigDescendantWindow(depth: number): Window {
  const nodes = [treeNode('me', 0, { isSelf: true })];
  const edges: Edge[] = [];
  let level = ['me'];
  for (let generation = 0; generation <= depth; generation++) {
    const next: string[] = [];
    for (const id of level) {
      const partner = `${id}p`;
      nodes.push(treeNode(partner, generation));
      edges.push(treeEdge('partner', id, partner, 'married'));
      if (generation === depth) continue;
      for (const n of [1, 2]) {
        const child = `${id}.${n}`;
        nodes.push(treeNode(child, generation + 1));
        edges.push(treeEdge('parent', id, child), treeEdge('parent', partner, child));
        next.push(child);
      }
    }
    level = next;
  }
  return treeWindow('me', nodes, edges);
}
