import type { Person } from '../../test/factories.ts';
import { gql, type Case } from './asking.ts';

// Merging people, for the cross-user table: A records one relative twice and merges the two, and
// records another pair not merged yet. Nobody outside A's tree may see what merging A's people
// would do, merge them, merge one of them with their own person, or undo A's merge: each is
// NOT_FOUND, as if neither the people nor the merge existed, and A's tree is unchanged.

const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export const mw = { keepId: '', mergedId: '', pairKeepId: '', pairOtherId: '', mergeId: '', name: `Twofold${tag}`, place: `Samebury ${tag}` };

/** Values of A's merges no answer to anyone else may hold. */
export const mergeSecrets = () => [mw.name, mw.place];

const ADD = 'mutation($i: AddFamilyMemberInput!) { addFamilyMember(input: $i) { member { id } } }';
const PREVIEW = 'query($k: ID!, $m: ID!) { peopleMergePreview(keepId: $k, mergeId: $m) { keep { id firstName } merged { id firstName } fields { field keep merged result } moves { holding count } blocker } }';
const MERGE = 'mutation($k: ID!, $m: ID!) { mergePeople(keepId: $k, mergeId: $m) { mergeId person { id firstName birthPlace } } }';
const UNDO = 'mutation($id: ID!) { undoPeopleMerge(mergeId: $id) { mergeId person { id firstName } restored { id firstName birthPlace } } }';

/** A's relative recorded twice and merged, and another relative recorded twice, not merged. */
export async function buildPersonMerges(a: Person, parentId: string) {
  const add = async (input: Record<string, unknown>) => {
    const res = await a.client.gql<{ addFamilyMember: { member: { id: string } } }>(ADD, { i: { lastName: tag, relationshipType: 'child', relativeId: parentId, ...input } });
    if (res.errors) throw new Error(`Setup failed: ${JSON.stringify(res.errors)}`);
    return res.data!.addFamilyMember.member.id;
  };
  mw.keepId = await add({ firstName: mw.name });
  mw.mergedId = await add({ firstName: `${mw.name}a`, birthPlace: mw.place });
  mw.pairKeepId = await add({ firstName: `${mw.name}b` });
  mw.pairOtherId = await add({ firstName: `${mw.name}c`, birthPlace: mw.place });
  const merged = await a.client.gql<{ mergePeople: { mergeId: string } }>(MERGE, { k: mw.keepId, m: mw.mergedId });
  if (merged.errors) throw new Error(`Setup failed: ${JSON.stringify(merged.errors)}`);
  mw.mergeId = merged.data!.mergePeople.mergeId;
}

export const PERSON_MERGE_REFUSED: Case[] = [
  { covers: 'Query.peopleMergePreview', refusedWith: ['NOT_FOUND'], what: "what merging two of A's people would do", attempt: (x) => gql(x.client, PREVIEW, { k: mw.pairKeepId, m: mw.pairOtherId }) },
  { covers: 'Query.peopleMergePreview', refusedWith: ['NOT_FOUND'], what: "what merging A's person into the caller's own would do", attempt: (x) => gql(x.client, PREVIEW, { k: x.selfMemberId, m: mw.pairOtherId }) },
  { covers: 'Mutation.mergePeople', refusedWith: ['NOT_FOUND'], what: "merging two of A's people", attempt: (x) => gql(x.client, MERGE, { k: mw.pairKeepId, m: mw.pairOtherId }) },
  { covers: 'Mutation.mergePeople', refusedWith: ['NOT_FOUND'], what: "merging A's person into the caller's own", attempt: (x) => gql(x.client, MERGE, { k: x.selfMemberId, m: mw.pairOtherId }) },
  { covers: 'Mutation.mergePeople', refusedWith: ['NOT_FOUND'], what: "merging the caller's own person into A's", attempt: (x) => gql(x.client, MERGE, { k: mw.pairKeepId, m: x.selfMemberId }) },
  { covers: 'Mutation.undoPeopleMerge', refusedWith: ['NOT_FOUND'], what: "undoing A's merge", attempt: (x) => gql(x.client, UNDO, { id: mw.mergeId }) },
];
