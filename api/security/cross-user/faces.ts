import type { Person } from '../../test/factories.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../test/media.ts';
import { gql, type Case } from './asking.ts';

// Face suggestions in A's tree, for the cross-user table: A turns them on, and confirms her
// relative's face on a photo of a circle of her own, so a descriptor is kept. Nobody else — a
// stranger, A's connected relative (who reads none of A's trees), a script, a visitor — asks A's
// tree who a face is, confirms or turns down a face as A's relative, removes the relative's face
// data or switches A's tree's suggestions: each is refused as if the tree, the person or the photo
// did not exist, and no answer holds the descriptor's numbers.

const tag = Math.floor(Math.random() * 1e6);

/** A descriptor whose first number is tagged, so that finding it in an answer means the answer holds it. */
const descriptor = Array.from({ length: 128 }, (_, i) => (i === 0 ? Number(`0.0${tag}7`) : Math.round(Math.sin(i + tag) * 1e4) / 1e5));

export const fw = { treeId: '', memoryId: '', relativeId: '', tagId: '' };

/** Values of A's face data no answer to anyone else may hold. */
export const faceSecrets = () => [String(descriptor[0]), fw.memoryId, fw.tagId];

const BOX = { x: 0.2, y: 0.2, width: 0.3, height: 0.3 };

/** Turns face suggestions on in A's tree and keeps a confirmed face of A's relative. */
export async function buildFaces(a: Person, relativeId: string) {
  Object.assign(fw, { treeId: a.treeId, relativeId });
  const on = await a.client.gql('mutation($t: ID!) { setFaceSuggestions(treeId: $t, on: true) { id } }', { t: a.treeId });
  if (on.errors) throw new Error(`Setup failed: ${JSON.stringify(on.errors)}`);
  const circleId = await createCircle(a, 'Faces of A', []);
  const uploaded = await uploadMemory(a, { circleId, title: 'A face of A’s relative' }, { bytes: await jpegPhoto(320, 240), name: 'face.jpg' });
  if (uploaded.errors) throw new Error(`Setup failed: ${JSON.stringify(uploaded.errors)}`);
  fw.memoryId = uploaded.data!.uploadMemory.id;
  const confirmed = await a.client.gql<{ confirmFace: { id: string; member: { hasFaceProfile: boolean } } }>(
    'mutation($i: ConfirmFaceInput!) { confirmFace(input: $i) { id member { hasFaceProfile } } }',
    { i: { memoryId: fw.memoryId, memberId: relativeId, box: BOX, confidence: 0.9, descriptor } },
  );
  if (!confirmed.data?.confirmFace.member.hasFaceProfile) throw new Error(`Setup failed: ${JSON.stringify(confirmed)}`);
  fw.tagId = confirmed.data.confirmFace.id;
}

export const FACE_REFUSED: Case[] = [
  {
    covers: 'Query.faceSuggestions',
    what: "who a face on A's photo is among A's tree's people",
    attempt: (x) => gql(x.client, 'query($i: FaceSuggestionsInput!) { faceSuggestions(input: $i) { index candidates { score member { id firstName hasFaceProfile } } } }', { i: { memoryId: fw.memoryId, treeId: fw.treeId, faces: [{ box: BOX, descriptor }] } }),
  },
  {
    covers: 'Mutation.confirmFace',
    what: "confirming a face on A's photo as A's relative",
    attempt: (x) => gql(x.client, 'mutation($i: ConfirmFaceInput!) { confirmFace(input: $i) { id member { id hasFaceProfile } } }', { i: { memoryId: fw.memoryId, memberId: fw.relativeId, box: BOX, confidence: 0.9, descriptor } }),
  },
  {
    covers: 'Mutation.rejectFaceSuggestion',
    what: "turning down A's relative for a face on A's photo",
    attempt: (x) => gql(x.client, 'mutation($i: RejectFaceInput!) { rejectFaceSuggestion(input: $i) }', { i: { memoryId: fw.memoryId, memberId: fw.relativeId, box: BOX } }),
  },
  {
    covers: 'Mutation.removeFaceData',
    what: "removing the face data of A's relative",
    attempt: (x) => gql(x.client, 'mutation($m: ID!) { removeFaceData(memberId: $m) }', { m: fw.relativeId }),
  },
  {
    covers: 'Mutation.setFaceSuggestions',
    what: "turning face suggestions off in A's tree",
    attempt: (x) => gql(x.client, 'mutation($t: ID!) { setFaceSuggestions(treeId: $t, on: false) { id faceSuggestions } }', { t: fw.treeId }),
  },
];
