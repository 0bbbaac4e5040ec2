import type { Person } from '../../test/factories.ts';
import { wav } from '../../test/audio-fixtures.ts';
import { sendVoice } from '../../test/voice-messages.ts';
import { field, gql, gqlUpload, rest, type Case, type OwnCase } from './asking.ts';
import { cw } from './circles.ts';

// A's voice message, for the cross-user table: sent to A's private circle (so to E), also shared as
// a story. Its title, description, note, id and recording are A's and E's alone: a stranger, A's
// connected relative (who reads none of A's trees) and a script are refused it through every field
// and its file URL, and cannot send anything to A or to A's circle.

const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export const vw = {
  messageId: '',
  title: `Lullaby for Evander ${tag}`,
  description: `Sung at bedtime ${tag}`,
  transcript: `Hush little one ${tag}`,
  audioUrl: '',
};

/** Values of A's voice message no answer to anyone else may hold. */
export const voiceSecrets = () => Object.values(vw);

/** A's own person, whose voice stories are asked for. */
const owner = { memberId: '' };

export async function buildVoiceMessages(a: Person) {
  owner.memberId = a.selfMemberId;
  const sent = await sendVoice(a, { title: vw.title, description: vw.description, transcript: vw.transcript, isStory: true, circleId: cw.circleId }, { bytes: wav(1) });
  if (sent.errors) throw new Error(`Setup failed: ${JSON.stringify(sent.errors)}`);
  vw.messageId = sent.data!.sendVoiceMessage.id;
  vw.audioUrl = sent.data!.sendVoiceMessage.audioUrl;
}

const FIELDS = 'id title description transcript audioUrl peaks durationSeconds heard recipients { user { id } heardAt } sender { id }';
const SEND = `mutation($input: SendVoiceMessageInput!) { sendVoiceMessage(input: $input) { ${FIELDS} } }`;
const send = (input: Record<string, unknown>) => (x: Parameters<Case['attempt']>[0]) =>
  gqlUpload(x.client, SEND, { input: { title: 'Hello', ...input, audio: null } }, 'variables.input.audio', { bytes: wav(1), name: 'hello.wav' });

export const VOICE_REFUSED: Case[] = [
  { covers: 'Query.voiceMessage', what: "A's voice message", attempt: (x) => gql(x.client, `query($id: ID!) { voiceMessage(id: $id) { ${FIELDS} } }`, { id: vw.messageId }) },
  { covers: 'Mutation.markVoiceMessageHeard', what: "marking A's voice message heard", attempt: (x) => gql(x.client, `mutation($id: ID!) { markVoiceMessageHeard(id: $id) { ${FIELDS} } }`, { id: vw.messageId }) },
  {
    covers: 'Mutation.updateVoiceMessage',
    what: "changing A's voice message",
    attempt: (x) => gql(x.client, `mutation($id: ID!) { updateVoiceMessage(id: $id, input: { title: "Mine", isStory: false }) { ${FIELDS} } }`, { id: vw.messageId }),
  },
  { covers: 'Mutation.deleteVoiceMessage', what: "deleting A's voice message", attempt: (x) => gql(x.client, 'mutation($id: ID!) { deleteVoiceMessage(id: $id) }', { id: vw.messageId }) },
  { covers: 'Query.voiceStories', what: "the voice stories of A's own person", attempt: (x) => gql(x.client, `query($m: ID) { voiceStories(memberId: $m) { ${FIELDS} } }`, { m: owner.memberId }) },
  { covers: 'Mutation.sendVoiceMessage', refusedWith: ['BAD_USER_INPUT'], what: 'sending a voice message to A, who shares no tree with the caller', attempt: send({ recipientIds: [cw.ownerId] }) },
  { covers: 'Mutation.sendVoiceMessage', refusedWith: ['BAD_USER_INPUT'], what: "sending a voice message to A's private circle", attempt: send({ circleId: cw.circleId }) },
  { covers: 'GET /uploads/:key', refusedWith: ['403'], what: "the recording of A's voice message", attempt: (x) => rest(x.client, 'GET', vw.audioUrl) },
];

type Listed = { nodes: { id: string }[] };

export const VOICE_OWN_ONLY: OwnCase[] = [
  { covers: 'Query.voiceInbox', what: "lists none of A's voice messages", attempt: (x) => gql(x.client, `{ voiceInbox { nodes { ${FIELDS} } } }`), check: (answer) => expect(field<Listed>(answer, 'voiceInbox').nodes).toEqual([]) },
  { covers: 'Query.sentVoiceMessages', what: "lists none of A's voice messages", attempt: (x) => gql(x.client, `{ sentVoiceMessages { nodes { ${FIELDS} } } }`), check: (answer) => expect(field<Listed>(answer, 'sentVoiceMessages').nodes).toEqual([]) },
  { covers: 'Query.unheardVoiceMessageCount', what: "counts none of A's voice messages", attempt: (x) => gql(x.client, '{ unheardVoiceMessageCount }'), check: (answer) => expect(field<number>(answer, 'unheardVoiceMessageCount')).toBe(0) },
  { covers: 'Query.voiceStories', what: "lists none of A's voice stories", attempt: (x) => gql(x.client, `{ voiceStories { ${FIELDS} } }`), check: (answer) => expect(field<unknown[]>(answer, 'voiceStories')).toEqual([]) },
  {
    covers: 'Query.voiceRecipientChoices',
    what: 'offers none of A’s relatives, nor A, to someone who shares no tree with A',
    attempt: (x) => gql(x.client, '{ voiceRecipientChoices { id } }'),
    check: (answer) => expect(field<{ id: string }[]>(answer, 'voiceRecipientChoices').map((u) => u.id)).not.toContain(cw.ownerId),
  },
];
