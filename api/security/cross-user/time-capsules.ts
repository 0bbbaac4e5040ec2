import type { Person } from '../../test/factories.ts';
import { jpegPhoto } from '../../test/media.ts';
import { wav } from '../../test/audio-fixtures.ts';
import { must } from '../../test/trees.ts';
import { field, gql, gqlUpload, rest, type Case, type OwnCase } from './asking.ts';
import { cw } from './circles.ts';

// A's time capsules, for the cross-user table: a sealed one for A's private circle (so for E) with a
// photo, and a draft. Their titles, messages and files are A's (and, once opened, E's): a stranger,
// A's connected relative (who reads none of A's trees) and a script are refused them through every
// field and the photo's URL, and cannot write a capsule to A, A's circle or A's tree.

const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export const tw = {
  sealedId: '',
  sealedTitle: `Open on your wedding day ${tag}`,
  sealedMessage: `The ring was your great-grandmother's ${tag}`,
  draftId: '',
  draftTitle: `Not finished yet ${tag}`,
  attachmentId: '',
  photoUrl: '',
};

/** Values of A's capsules no answer to anyone else may hold. */
export const capsuleSecrets = () => Object.values(tw);

const FIELDS = 'id status opensAt title message from { id } attachments { id file { url } } recipientKind recipients { id } circleId treeId viewerCan { readContent update seal cancel }';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const CREATE = `mutation($i: TimeCapsuleInput!) { createTimeCapsule(input: $i) { ${FIELDS} } }`;
/** A's tree, to which nobody else may send a capsule. */
const aTree = { id: '' };

export async function buildTimeCapsules(a: Person) {
  aTree.id = a.treeId;
  const create = async (i: Record<string, unknown>) => (await must<{ createTimeCapsule: { id: string } }>(a.client, CREATE, { i: { opensAt: inDays(30), timeZone: 'Europe/London', ...i } })).createTimeCapsule.id;
  tw.sealedId = await create({ title: tw.sealedTitle, message: tw.sealedMessage, recipientKind: 'circle', circleId: cw.circleId });
  const attached = await gqlUpload(a.client, `mutation($id: ID!, $file: Upload!) { addTimeCapsuleAttachment(id: $id, file: $file) { ${FIELDS} } }`, { id: tw.sealedId, file: null }, 'variables.file', {
    bytes: await jpegPhoto(64, 48),
    name: 'ring.jpg',
  });
  const attachment = field<{ attachments: { id: string; file: { url: string } }[] }>(attached, 'addTimeCapsuleAttachment').attachments[0];
  tw.attachmentId = attachment.id;
  tw.photoUrl = attachment.file.url;
  await must(a.client, 'mutation($id: ID!) { sealTimeCapsule(id: $id) { id } }', { id: tw.sealedId });
  tw.draftId = await create({ title: tw.draftTitle, recipientKind: 'tree', treeId: a.treeId });
}

const create = (input: Record<string, unknown>) => (x: Parameters<Case['attempt']>[0]) =>
  gql(x.client, CREATE, { i: { title: 'Intruder', opensAt: inDays(10), timeZone: 'UTC', recipientKind: 'relatives', ...input } });
const BAD = ['BAD_USER_INPUT'];

export const CAPSULE_REFUSED: Case[] = [
  { covers: 'Query.timeCapsule', what: "A's sealed capsule", attempt: (x) => gql(x.client, `query($id: ID!) { timeCapsule(id: $id) { ${FIELDS} } }`, { id: tw.sealedId }) },
  { covers: 'Query.timeCapsule', what: "A's draft capsule", attempt: (x) => gql(x.client, `query($id: ID!) { timeCapsule(id: $id) { ${FIELDS} } }`, { id: tw.draftId }) },
  { covers: 'Mutation.updateTimeCapsule', what: "rewriting A's draft capsule", attempt: (x) => gql(x.client, `mutation($id: ID!) { updateTimeCapsule(id: $id, input: { title: "Mine" }) { ${FIELDS} } }`, { id: tw.draftId }) },
  {
    covers: 'Mutation.addTimeCapsuleAttachment',
    what: "putting a photo in A's draft capsule",
    attempt: async (x) => gqlUpload(x.client, `mutation($id: ID!, $file: Upload!) { addTimeCapsuleAttachment(id: $id, file: $file) { ${FIELDS} } }`, { id: tw.draftId, file: null }, 'variables.file', { bytes: await jpegPhoto(32, 24), name: 'x.jpg' }),
  },
  {
    covers: 'Mutation.addTimeCapsuleRecording',
    what: "putting a voice recording in A's draft capsule",
    attempt: (x) => gqlUpload(x.client, `mutation($id: ID!, $file: Upload!) { addTimeCapsuleRecording(id: $id, file: $file) { ${FIELDS} } }`, { id: tw.draftId, file: null }, 'variables.file', { bytes: wav(1), name: 'x.wav' }),
  },
  { covers: 'Mutation.removeTimeCapsuleAttachment', what: "taking the photo out of A's sealed capsule", attempt: (x) => gql(x.client, `mutation($id: ID!) { removeTimeCapsuleAttachment(id: $id) { ${FIELDS} } }`, { id: tw.attachmentId }) },
  { covers: 'Mutation.sealTimeCapsule', what: "sealing A's draft capsule", attempt: (x) => gql(x.client, `mutation($id: ID!) { sealTimeCapsule(id: $id) { ${FIELDS} } }`, { id: tw.draftId }) },
  { covers: 'Mutation.cancelTimeCapsule', what: "cancelling A's draft capsule", attempt: (x) => gql(x.client, `mutation($id: ID!) { cancelTimeCapsule(id: $id) { ${FIELDS} } }`, { id: tw.draftId }) },
  { covers: 'Mutation.createTimeCapsule', refusedWith: BAD, what: 'a capsule for A, who shares no tree with the caller', attempt: create({ recipientIds: [cw.ownerId] }) },
  { covers: 'Mutation.createTimeCapsule', refusedWith: BAD, what: "a capsule for A's private circle", attempt: create({ recipientKind: 'circle', circleId: cw.circleId }) },
  { covers: 'Mutation.createTimeCapsule', refusedWith: BAD, what: "a capsule for everyone who reads A's tree", attempt: (x) => create({ recipientKind: 'tree', treeId: aTree.id })(x) },
  { covers: 'GET /uploads/:key', refusedWith: ['404'], what: "the photo in A's sealed capsule", attempt: (x) => rest(x.client, 'GET', tw.photoUrl) },
];

const ofA = (list: { id: string }[]) => list.map((c) => c.id).filter((id) => id === tw.sealedId || id === tw.draftId);

export const CAPSULE_OWN_ONLY: OwnCase[] = [
  { covers: 'Query.sentTimeCapsules', what: "lists none of A's capsules", attempt: (x) => gql(x.client, `{ sentTimeCapsules { nodes { ${FIELDS} } endCursor hasMore } }`), check: (answer) => expect(ofA(field<{ nodes: { id: string }[] }>(answer, 'sentTimeCapsules').nodes)).toEqual([]) },
  { covers: 'Query.timeCapsulesForMe', what: "lists none of A's capsules", attempt: (x) => gql(x.client, `{ timeCapsulesForMe { nodes { ${FIELDS} } endCursor hasMore } }`), check: (answer) => expect(ofA(field<{ nodes: { id: string }[] }>(answer, 'timeCapsulesForMe').nodes)).toEqual([]) },
  {
    covers: 'Query.recentActivity',
    what: "holds no entry about A's capsules (their sealing is for E alone)",
    attempt: (x) => gql(x.client, '{ recentActivity(first: 50) { id kind summary link actor { id } } }'),
    check: (answer) => expect(field<{ kind: string }[]>(answer, 'recentActivity').filter((e) => e.kind.startsWith('time_capsule_'))).toEqual([]),
  },
  {
    covers: 'Query.timeCapsuleRecipientChoices',
    what: 'offers A to nobody who shares no tree with A',
    attempt: (x) => gql(x.client, '{ timeCapsuleRecipientChoices { id } }'),
    check: (answer) => expect(field<{ id: string }[]>(answer, 'timeCapsuleRecipientChoices').map((u) => u.id)).not.toContain(cw.ownerId),
  },
  {
    covers: 'Mutation.createTimeCapsule',
    what: "starts the caller's own draft, for nobody yet",
    attempt: create({ recipientIds: [] }),
    check: (answer, x) => expect(field<{ from: { id: string }; status: string }>(answer, 'createTimeCapsule')).toMatchObject({ from: { id: x.userId }, status: 'draft' }),
  },
];
