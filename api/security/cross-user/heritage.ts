import type { Person } from '../../test/factories.ts';
import { field, gql, type Case, type OwnCase } from './asking.ts';

// Heritage from A's tree, for the cross-user table: A's parent is given a birth place. Where A's
// ancestors were born is read only by those who read A's tree: a stranger, A's connected relative
// (who reads none of A's trees) and a script find neither A's person nor A's parent (NOT_FOUND, as
// if they did not exist); naming nobody answers about the caller's own person, never A's.

const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export const gw = { selfMemberId: '', parentId: '', birthPlace: `Hollowmere ${tag}, Quietshire, Elsewhere` };

/** Values of A's heritage no answer to anyone else may hold. */
export const heritageSecrets = () => [gw.birthPlace];

const QUERY = 'query($m: ID, $level: HeritageLevel) { heritage(memberId: $m, level: $level) { person { id firstName } generations { generation known withPlace places { name count share } } } }';

/** Gives A's parent a birth place, so that A's heritage holds something to find. */
export async function buildHeritage(a: Person, parentId: string) {
  Object.assign(gw, { selfMemberId: a.selfMemberId, parentId });
  const res = await a.client.gql('mutation($id: ID!, $p: String) { updateFamilyMember(id: $id, input: { birthPlace: $p }) { id } }', { id: parentId, p: gw.birthPlace });
  if (res.errors) throw new Error(`Setup failed: ${JSON.stringify(res.errors)}`);
  const own = await a.client.gql<{ heritage: { generations: { places: { name: string }[] }[] } | null }>(QUERY, { level: 'place' });
  if (own.data?.heritage?.generations[0]?.places[0]?.name !== gw.birthPlace) throw new Error(`Setup failed: A's heritage does not hold the place: ${JSON.stringify(own)}`);
}

export const HERITAGE_REFUSED: Case[] = [
  { covers: 'Query.heritage', refusedWith: ['NOT_FOUND'], what: "where A's ancestors were born", attempt: (x) => gql(x.client, QUERY, { m: gw.selfMemberId, level: 'place' }) },
  { covers: 'Query.heritage', refusedWith: ['NOT_FOUND'], what: "where the ancestors of A's relative were born", attempt: (x) => gql(x.client, QUERY, { m: gw.parentId, level: 'country' }) },
];

export const HERITAGE_OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.heritage',
    what: "answers about the caller's own person, never A's",
    attempt: (x) => gql(x.client, QUERY, { level: 'place' }),
    check: (answer, actor) => expect(field<{ person: { id: string } } | null>(answer, 'heritage')?.person.id).toBe(actor.selfMemberId),
  },
];
