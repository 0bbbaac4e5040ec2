import type { Person } from '../../test/factories.ts';
import { callersTree, field, gql, type Case, type OwnCase } from './asking.ts';

// The animated timeline of A's tree, for the cross-user table, from A's tree and from A's parent. It
// is read only by those who read A's tree: a stranger, A's connected relative (who reads none of A's
// trees) and a script find neither the tree nor the person to start from (NOT_FOUND, as if they did
// not exist); their own tree's timeline holds nothing of A's.

export const atw = { treeId: '', parentId: '', selfMemberId: '' };

const QUERY = 'query($t: ID!, $f: ID) { animatedTimeline(treeId: $t, fromPersonId: $f) { treeId fromPersonId size columns } }';

/** Reads A's own timeline once, so that the rows below try something that is there. */
export async function buildAnimatedTimeline(a: Person, parentId: string) {
  Object.assign(atw, { treeId: a.treeId, parentId, selfMemberId: a.selfMemberId });
  const own = await a.client.gql<{ animatedTimeline: { fromPersonId: string | null } }>(QUERY, { t: a.treeId, f: parentId });
  if (own.data?.animatedTimeline.fromPersonId !== parentId) throw new Error(`Setup failed: A's animated timeline does not start from A's parent: ${JSON.stringify(own)}`);
}


export const ANIMATED_TIMELINE_REFUSED: Case[] = [
  { covers: 'Query.animatedTimeline', refusedWith: ['NOT_FOUND'], what: "the animated timeline of A's tree", attempt: (x) => gql(x.client, QUERY, { t: atw.treeId }) },
  { covers: 'Query.animatedTimeline', refusedWith: ['NOT_FOUND'], what: "the animated timeline of A's tree from A's relative", attempt: (x) => gql(x.client, QUERY, { t: atw.treeId, f: atw.parentId }) },
  {
    covers: 'Query.animatedTimeline',
    refusedWith: ['NOT_FOUND'],
    what: "the caller's own tree's animated timeline from A's relative",
    attempt: async (x) => gql(x.client, QUERY, { t: await callersTree(x), f: atw.parentId }),
  },
];

export const ANIMATED_TIMELINE_OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.animatedTimeline',
    what: "plays the caller's own tree, with none of A's people",
    attempt: async (x) => gql(x.client, QUERY, { t: await callersTree(x) }),
    check: (answer) => {
      const ids = field<{ columns: { people: { ids: string[] } } }>(answer, 'animatedTimeline').columns.people.ids;
      expect(ids).not.toContain(atw.parentId);
      expect(ids).not.toContain(atw.selfMemberId);
    },
  },
];
