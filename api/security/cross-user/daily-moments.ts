import { PNG_1PX } from '../../test/client.ts';
import type { Person } from '../../test/factories.ts';
import { field, gql, rest, type Case, type OwnCase } from './asking.ts';

// A's family's prompt of today, A's answer to it (with a photo) and a prompt A added to the family's
// queue, for the cross-user table. The family is the readers of A's tree: a stranger, A's connected
// relative (who reads none of A's trees), a script and someone signed out are refused all of it
// through every field and the photo's URL, and can neither answer, like, skip nor add to the queue.

const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export const mw = {
  treeId: '',
  momentId: '',
  answerId: '',
  response: `The kitchen smelled of quince ${tag}`,
  photoUrl: '',
  promptId: '',
  promptText: `What did Grandpa whistle ${tag}?`,
  userId: '',
};

/** Values of A's family's day no answer to anyone else may hold. */
export const momentSecrets = () => [mw.momentId, mw.answerId, mw.response, mw.photoUrl, mw.promptId, mw.promptText];

const ANSWER = 'id response photoUrl attachments likes likedByViewer author { id }';
const MOMENT = `id treeId day prompt { id text } answers { ${ANSWER} }`;

export async function buildMoments(a: Person) {
  mw.treeId = a.treeId;
  mw.userId = a.id;
  const queued = await a.client.gql<{ addFamilyPrompt: { id: string } }>('mutation($i: AddFamilyPromptInput!) { addFamilyPrompt(input: $i) { id } }', { i: { treeId: a.treeId, text: mw.promptText } });
  if (queued.errors) throw new Error(`Setup failed: ${JSON.stringify(queued.errors)}`);
  mw.promptId = queued.data!.addFamilyPrompt.id;
  // A second prompt waits in the queue: the first is asked today.
  await a.client.gql('mutation($i: AddFamilyPromptInput!) { addFamilyPrompt(input: $i) { id } }', { i: { treeId: a.treeId, text: `And tomorrow ${tag}` } });
  const today = await a.client.gql<{ dailyMoment: { id: string } }>('query($t: ID) { dailyMoment(treeId: $t) { id } }', { t: a.treeId });
  if (today.errors) throw new Error(`Setup failed: ${JSON.stringify(today.errors)}`);
  mw.momentId = today.data!.dailyMoment.id;
  const res = await a.client.gqlUpload<{ answerDailyMoment: { id: string; photoUrl: string } }>(
    `mutation($i: AnswerDailyMomentInput!) { answerDailyMoment(input: $i) { id photoUrl } }`,
    { i: { momentId: mw.momentId, response: mw.response, photo: null } },
    { 'variables.i.photo': { blob: new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), name: 'quince.png' } },
  );
  if (res.errors) throw new Error(`Setup failed: ${JSON.stringify(res.errors)}`);
  mw.answerId = res.data!.answerDailyMoment.id;
  mw.photoUrl = res.data!.answerDailyMoment.photoUrl;
}

export const MOMENT_REFUSED: Case[] = [
  { covers: 'Query.dailyMoment', what: "A's family's prompt of today", attempt: (x) => gql(x.client, `query($t: ID) { dailyMoment(treeId: $t) { ${MOMENT} } }`, { t: mw.treeId }) },
  { covers: 'Query.dailyMoments', what: "A's family's earlier days", attempt: (x) => gql(x.client, `query($t: ID!) { dailyMoments(treeId: $t) { nodes { ${MOMENT} } } }`, { t: mw.treeId }) },
  { covers: 'Query.momentStreak', what: "a streak in A's family", attempt: (x) => gql(x.client, 'query($t: ID!) { momentStreak(treeId: $t) }', { t: mw.treeId }) },
  { covers: 'Query.familyPromptQueue', what: "A's family's queue of prompts", attempt: (x) => gql(x.client, 'query($t: ID!) { familyPromptQueue(treeId: $t) { id text } }', { t: mw.treeId }) },
  { covers: 'Query.momentBook', what: "A's book of answers", attempt: (x) => gql(x.client, `query($t: ID!, $u: ID!) { momentBook(treeId: $t, userId: $u) { treeName answers { ${ANSWER} } } }`, { t: mw.treeId, u: mw.userId }) },
  { covers: 'Mutation.answerDailyMoment', what: "answering A's family's prompt", attempt: (x) => gql(x.client, `mutation($i: AnswerDailyMomentInput!) { answerDailyMoment(input: $i) { ${ANSWER} } }`, { i: { momentId: mw.momentId, response: 'Mine now' } }) },
  { covers: 'Mutation.likeMomentAnswer', what: "liking A's answer", attempt: (x) => gql(x.client, `mutation($id: ID!) { likeMomentAnswer(id: $id) { ${ANSWER} } }`, { id: mw.answerId }) },
  { covers: 'Mutation.deleteMomentAnswer', what: "deleting A's answer", attempt: (x) => gql(x.client, 'mutation($id: ID!) { deleteMomentAnswer(id: $id) }', { id: mw.answerId }) },
  { covers: 'Mutation.skipDailyMoment', what: "skipping A's family's prompt", attempt: (x) => gql(x.client, `mutation($id: ID!) { skipDailyMoment(id: $id) { ${MOMENT} } }`, { id: mw.momentId }) },
  { covers: 'Mutation.addFamilyPrompt', what: "adding to A's family's queue", attempt: (x) => gql(x.client, 'mutation($i: AddFamilyPromptInput!) { addFamilyPrompt(input: $i) { id } }', { i: { treeId: mw.treeId, text: 'Mine now?' } }) },
  { covers: 'Mutation.withdrawFamilyPrompt', what: "withdrawing a prompt of A's family", attempt: (x) => gql(x.client, 'mutation($id: ID!) { withdrawFamilyPrompt(id: $id) }', { id: mw.promptId }) },
  { covers: 'GET /uploads/:key', refusedWith: ['404'], what: "the photo of A's answer", attempt: (x) => rest(x.client, 'GET', mw.photoUrl) },
];

export const MOMENT_OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.dailyMoment',
    what: "is asked its own family's prompt, never A's",
    attempt: (x) => gql(x.client, `{ dailyMoment { ${MOMENT} } }`),
    check: (answer) => expect(field<{ id: string } | null>(answer, 'dailyMoment')?.id).not.toBe(mw.momentId),
  },
];
