import type { Person } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { recomputeTreeInsights } from '../../src/modules/insights/index.ts';
import { callersTree, field, gql, type Case, type OwnCase } from './asking.ts';

// Family insights of A's tree, for the cross-user table: A's tree's findings are worked out once, so
// that there is a finding (about A's relative) to try. They are read, dismissed and restored only by
// those who read A's tree, and only its editors say two of its people are not one: a stranger, A's
// connected relative (who reads none of A's trees) and a script find neither the tree nor the
// finding (NOT_FOUND, as if they did not exist); their own tree's findings name none of A's people.

export const iw = { treeId: '', insightId: '', parentId: '', selfMemberId: '' };

const PAGE = 'query($t: ID!) { familyInsights(treeId: $t, first: 50) { treeId nodes { id type sentence people { id } dataPoints { personId value } } } }';

/** Works A's tree's findings out and keeps one of them about A's relative. */
export async function buildInsights(app: TestApp, a: Person, parentId: string) {
  Object.assign(iw, { treeId: a.treeId, parentId, selfMemberId: a.selfMemberId });
  await recomputeTreeInsights(app.orm.em.fork(), a.treeId);
  const own = await a.client.gql<{ familyInsights: { nodes: { id: string; people: { id: string }[] }[] } }>(PAGE, { t: a.treeId });
  const about = own.data?.familyInsights.nodes.find((n) => n.people.some((p) => p.id === parentId || p.id === a.selfMemberId));
  if (!about) throw new Error(`Setup failed: A's tree has no finding about A or A's relative: ${JSON.stringify(own)}`);
  iw.insightId = about.id;
}


export const INSIGHT_REFUSED: Case[] = [
  { covers: 'Query.familyInsights', refusedWith: ['NOT_FOUND'], what: "the findings about A's tree", attempt: (x) => gql(x.client, PAGE, { t: iw.treeId }) },
  { covers: 'Mutation.dismissInsight', refusedWith: ['NOT_FOUND'], what: "a finding about A's relative, dismissed", attempt: (x) => gql(x.client, 'mutation($id: ID!) { dismissInsight(id: $id) }', { id: iw.insightId }) },
  { covers: 'Mutation.restoreInsights', refusedWith: ['NOT_FOUND'], what: "the findings of A's tree, shown again", attempt: (x) => gql(x.client, 'mutation($t: ID!) { restoreInsights(treeId: $t) }', { t: iw.treeId }) },
  {
    covers: 'Mutation.markNotSamePerson',
    refusedWith: ['NOT_FOUND'],
    what: "A and A's relative said not to be one person",
    attempt: (x) => gql(x.client, 'mutation($t: ID!, $a: ID!, $b: ID!) { markNotSamePerson(treeId: $t, personA: $a, personB: $b) }', { t: iw.treeId, a: iw.selfMemberId, b: iw.parentId }),
  },
  {
    covers: 'Mutation.markNotSamePerson',
    refusedWith: ['NOT_FOUND', 'BAD_USER_INPUT'],
    what: "A's relative and the caller's own person said not to be one, in the caller's own tree",
    attempt: async (x) => {
      const own = field<{ nodes: { id: string }[] }>(await gql(x.client, '{ familyMembers(first: 1) { nodes { id } } }'), 'familyMembers')?.nodes[0]?.id ?? iw.selfMemberId;
      return gql(x.client, 'mutation($t: ID!, $a: ID!, $b: ID!) { markNotSamePerson(treeId: $t, personA: $a, personB: $b) }', { t: await callersTree(x), a: own, b: iw.parentId });
    },
  },
];

export const INSIGHT_OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.familyInsights',
    what: "reads the caller's own tree's findings, naming none of A's people",
    attempt: async (x) => gql(x.client, PAGE, { t: await callersTree(x) }),
    check: (answer) => {
      const text = JSON.stringify(field(answer, 'familyInsights'));
      expect(text).not.toContain(iw.parentId);
      expect(text).not.toContain(iw.selfMemberId);
    },
  },
];
