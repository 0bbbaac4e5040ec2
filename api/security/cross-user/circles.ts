import { PNG_1PX } from '../../test/client.ts';
import type { Person } from '../../test/factories.ts';
import { jpegPhoto, uploadMemory } from '../../test/media.ts';
import { must } from '../../test/trees.ts';
import { field, gql, gqlUpload, rest, restUpload, type Actor, type Case, type OwnCase } from './asking.ts';

// A's family circles, for the cross-user table. A's private circle is shared with E (one of A's
// connections) and holds a photo in which A's relative is tagged. A's other circle is not private:
// A's connections (C among them) may find it and ask to join — E has asked — but its photo is still
// for its members alone. Nobody else may read, change, join or add to either, or read their files.

const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export const cw = {
  ownerId: '', // A
  connectedId: '', // C: one of A's connections, in neither circle
  memberId: '', // E: in the private circle, asking to join the other
  relativeId: '', // the person of A's tree tagged in A's photo
  circleId: '',
  circleName: `Quist hearth ${tag}`,
  circleDescription: `Only for the two of us ${tag}`,
  memoryId: '',
  memoryTitle: `Grandmother's locket ${tag}`,
  memoryDescription: `Never shown to anyone ${tag}`,
  memoryFile: '',
  memoryThumb: '',
  tagId: '',
  openCircleId: '',
  openCircleName: `Quist reunion ${tag}`,
  openCircleDescription: `The summer gathering ${tag}`,
  openMemoryId: '',
  openMemoryTitle: `Reunion toast ${tag}`,
  openMemoryFile: '',
  joinRequestId: '',
};

/** Users, whose ids are no secret. */
const PEOPLE = ['ownerId', 'connectedId', 'memberId'];
/** Values of A's circles no answer to anyone else may hold. */
export const circleSecrets = () => Object.entries(cw).filter(([key]) => !PEOPLE.includes(key)).map(([, value]) => value);
/** What A's connections see by design: the circle that is not private (not its memories). */
export const seenByConnections = () => [cw.openCircleId, cw.openCircleName, cw.openCircleDescription];

const CREATE = 'mutation($i: CreateCircleInput!) { createCircle(input: $i) { id } }';
const MEMORY_PICTURES = 'query($id: ID!) { memory(id: $id) { thumbnailUrl previewUrl } }';

/** Waits until a memory's pictures are made, so that A's view of it no longer changes. */
async function picturesOf(a: Person, memoryId: string) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const { memory } = await must<{ memory: { thumbnailUrl: string | null; previewUrl: string | null } }>(a.client, MEMORY_PICTURES, { id: memoryId });
    if (memory.thumbnailUrl && memory.previewUrl) return memory.thumbnailUrl;
  }
  throw new Error('Setup failed: the pictures of a memory were not made');
}

async function addMemory(a: Person, circleId: string, input: Record<string, unknown>) {
  const res = await uploadMemory(a, { circleId, ...input }, { bytes: await jpegPhoto(320, 240), name: 'photo.jpg' });
  if (res.errors) throw new Error(`Setup failed: ${JSON.stringify(res.errors)}`);
  return res.data!.uploadMemory as { id: string; file: { url: string }; photoTags: { id: string }[] };
}

/** A's two circles, their memories and E's request to join; E must be connected to A already. */
export async function buildCircles(a: Person, c: Person, e: Person, relativeId: string) {
  Object.assign(cw, { ownerId: a.id, connectedId: c.id, memberId: e.id, relativeId });
  cw.circleId = (await must<{ createCircle: { id: string } }>(a.client, CREATE, { i: { name: cw.circleName, description: cw.circleDescription, isPrivate: true, memberIds: [e.id] } })).createCircle.id;
  const memory = await addMemory(a, cw.circleId, { title: cw.memoryTitle, description: cw.memoryDescription, taggedMemberIds: [relativeId] });
  Object.assign(cw, { memoryId: memory.id, memoryFile: memory.file.url, tagId: memory.photoTags[0].id });
  cw.openCircleId = (await must<{ createCircle: { id: string } }>(a.client, CREATE, { i: { name: cw.openCircleName, description: cw.openCircleDescription, isPrivate: false } })).createCircle.id;
  const open = await addMemory(a, cw.openCircleId, { title: cw.openMemoryTitle });
  Object.assign(cw, { openMemoryId: open.id, openMemoryFile: open.file.url });
  await must(e.client, 'mutation($id: ID!) { requestToJoinCircle(circleId: $id) { id } }', { id: cw.openCircleId });
  cw.joinRequestId = (await must<{ circleJoinRequests: { id: string }[] }>(a.client, 'query($id: ID!) { circleJoinRequests(circleId: $id) { id } }', { id: cw.openCircleId })).circleJoinRequests[0].id;
  cw.memoryThumb = await picturesOf(a, cw.memoryId);
  await picturesOf(a, cw.openMemoryId);
}

/** Everything of A's circles, read by A: it must be the same after every attempt. */
export const A_CIRCLES = `query($open: ID!) {
  circles { id name description isPrivate memberCount memoryCount unreadCount viewerRole members(first: 5) { user { id } role } }
  memories(first: 3) { nodes { id title description eventDate kind circle { id } file { url contentType size } thumbnailUrl previewUrl
    photoTags { id member { id } box { x y width height } isVerified taggedBy { id } } } }
  circleJoinRequests(circleId: $open) { id user { id } }
  familyStats { memoryCount }
}`;

/** What a caller holds of circles: a refused attempt must not change it. */
export const OWN_CIRCLES = 'circles { id memberCount memoryCount } memories(first: 20) { nodes { id } }';

const CIRCLE = 'id name description isPrivate memberCount memoryCount owner { id } members(first: 5) { user { id } role }';
const MEMORY = 'id title description kind circle { id name } file { url size } thumbnailUrl photoTags { id member { id firstName } }';
const TAG = 'id member { id } box { x y width height }';
const photo = { bytes: PNG_1PX, name: 'photo.png' };
const UPLOAD = `mutation($input: UploadMemoryInput!) { uploadMemory(input: $input) { ${MEMORY} } }`;
const upload = (x: Actor, circleId: string) => gqlUpload(x.client, UPLOAD, { input: { title: 'Intruder', circleId, file: null } }, 'variables.input.file', photo);
const circle = (x: Actor, id: string) => gql(x.client, `query($id: ID!) { circle(id: $id) { ${CIRCLE} } }`, { id });
const change = (x: Actor, mutation: string, variables: Record<string, unknown>) => gql(x.client, `mutation${mutation}`, variables);

/** The circle that is not private is read by C (FORBIDDEN) and by nobody else (NOT_FOUND). */
export const CIRCLE_REFUSED: Case[] = [
  // Reading A's circles and their memories.
  { covers: 'Query.circle', what: "A's private circle", attempt: (x) => circle(x, cw.circleId) },
  { covers: 'Query.circleJoinRequests', what: "the requests to join A's circle that is not private", attempt: (x) => gql(x.client, 'query($id: ID!) { circleJoinRequests(circleId: $id) { id user { id } } }', { id: cw.openCircleId }) },
  { covers: 'Query.circleJoinRequests', what: "the requests to join A's private circle", attempt: (x) => gql(x.client, 'query($id: ID!) { circleJoinRequests(circleId: $id) { id } }', { id: cw.circleId }) },
  { covers: 'Query.memory', what: "a memory in A's private circle", attempt: (x) => gql(x.client, `query($id: ID!) { memory(id: $id) { ${MEMORY} } }`, { id: cw.memoryId }) },
  { covers: 'Query.memory', what: "a memory in A's circle that is not private", attempt: (x) => gql(x.client, `query($id: ID!) { memory(id: $id) { ${MEMORY} } }`, { id: cw.openMemoryId }) },
  { covers: 'GET /uploads/:key', refusedWith: ['403'], what: "the photo of a memory in A's private circle", attempt: (x) => rest(x.client, 'GET', cw.memoryFile) },
  { covers: 'GET /uploads/:key', refusedWith: ['403'], what: "the small picture made of A's memory", attempt: (x) => rest(x.client, 'GET', cw.memoryThumb) },
  { covers: 'GET /uploads/:key', refusedWith: ['403'], what: "the photo of a memory in A's circle that is not private", attempt: (x) => rest(x.client, 'GET', cw.openMemoryFile) },
  { covers: 'GET /api/circles/user/:userId', refusedWith: ['403'], what: "A's circles over REST", attempt: (x) => rest(x.client, 'GET', `/api/circles/user/${cw.ownerId}`) },
  { covers: 'GET /api/memories/user/:userId', refusedWith: ['403'], what: "A's memories over REST", attempt: (x) => rest(x.client, 'GET', `/api/memories/user/${cw.ownerId}`) },

  // Changing A's circles, who is in them, and their memories.
  {
    covers: 'Mutation.createCircle',
    refusedWith: ['BAD_USER_INPUT'],
    what: "a circle of the caller's holding E, who is A's connection and not the caller's",
    attempt: (x) => change(x, '($i: CreateCircleInput!) { createCircle(input: $i) { id } }', { i: { name: 'Intruders', memberIds: [cw.memberId] } }),
  },
  { covers: 'Mutation.updateCircle', what: "renaming A's private circle and opening it", attempt: (x) => change(x, `($id: ID!) { updateCircle(id: $id, input: { name: "Taken", isPrivate: false }) { ${CIRCLE} } }`, { id: cw.circleId }) },
  { covers: 'Mutation.updateCircle', what: "renaming A's circle that is not private", attempt: (x) => change(x, `($id: ID!) { updateCircle(id: $id, input: { name: "Taken" }) { ${CIRCLE} } }`, { id: cw.openCircleId }) },
  { covers: 'Mutation.deleteCircle', what: "deleting A's private circle", attempt: (x) => change(x, '($id: ID!) { deleteCircle(id: $id) }', { id: cw.circleId }) },
  { covers: 'Mutation.deleteCircle', what: "deleting A's circle that is not private", attempt: (x) => change(x, '($id: ID!) { deleteCircle(id: $id) }', { id: cw.openCircleId }) },
  { covers: 'Mutation.addCircleMembers', what: "adding the caller to A's private circle", attempt: (x) => change(x, '($c: ID!, $u: [ID!]!) { addCircleMembers(circleId: $c, userIds: $u) { id } }', { c: cw.circleId, u: [x.userId] }) },
  { covers: 'Mutation.addCircleMembers', what: "adding the caller to A's circle that is not private", attempt: (x) => change(x, '($c: ID!, $u: [ID!]!) { addCircleMembers(circleId: $c, userIds: $u) { id } }', { c: cw.openCircleId, u: [x.userId] }) },
  { covers: 'Mutation.removeCircleMember', what: "removing E from A's private circle", attempt: (x) => change(x, '($c: ID!, $u: ID!) { removeCircleMember(circleId: $c, userId: $u) { id } }', { c: cw.circleId, u: cw.memberId }) },
  { covers: 'Mutation.removeCircleMember', what: "removing A from A's circle that is not private", attempt: (x) => change(x, '($c: ID!, $u: ID!) { removeCircleMember(circleId: $c, userId: $u) { id } }', { c: cw.openCircleId, u: cw.ownerId }) },
  { covers: 'Mutation.leaveCircle', what: "leaving A's private circle", attempt: (x) => change(x, '($c: ID!) { leaveCircle(circleId: $c) }', { c: cw.circleId }) },
  { covers: 'Mutation.leaveCircle', what: "leaving A's circle that is not private", attempt: (x) => change(x, '($c: ID!) { leaveCircle(circleId: $c) }', { c: cw.openCircleId }) },
  { covers: 'Mutation.requestToJoinCircle', what: "asking to join A's private circle", attempt: (x) => change(x, '($c: ID!) { requestToJoinCircle(circleId: $c) { id } }', { c: cw.circleId }) },
  { covers: 'Mutation.respondToCircleJoinRequest', what: "letting E into A's circle", attempt: (x) => change(x, '($id: ID!) { respondToCircleJoinRequest(id: $id, accept: true) { id } }', { id: cw.joinRequestId }) },
  { covers: 'Mutation.respondToCircleJoinRequest', what: "turning E away from A's circle", attempt: (x) => change(x, '($id: ID!) { respondToCircleJoinRequest(id: $id, accept: false) { id } }', { id: cw.joinRequestId }) },
  { covers: 'Mutation.markCircleOpened', what: "opening A's private circle", attempt: (x) => change(x, '($id: ID!) { markCircleOpened(id: $id) { id unreadCount } }', { id: cw.circleId }) },
  { covers: 'Mutation.markCircleOpened', what: "opening A's circle that is not private", attempt: (x) => change(x, '($id: ID!) { markCircleOpened(id: $id) { id unreadCount } }', { id: cw.openCircleId }) },
  // A circle the caller cannot see is a bad input of the upload, as one that does not exist.
  { covers: 'Mutation.uploadMemory', refusedWith: ['BAD_USER_INPUT'], what: "a photo added to A's private circle", attempt: (x) => upload(x, cw.circleId) },
  { covers: 'Mutation.uploadMemory', refusedWith: ['BAD_USER_INPUT', 'FORBIDDEN'], what: "a photo added to A's circle that is not private", attempt: (x) => upload(x, cw.openCircleId) },
  { covers: 'POST /api/memories', refusedWith: ['400'], what: "a photo added to A's private circle over REST", attempt: (x) => restUpload(x.client, '/api/memories', { title: 'Intruder', circleId: cw.circleId }, 'file', photo) },
  {
    covers: 'POST /api/memories',
    refusedWith: ['400', '403'],
    what: "a photo added to A's circle that is not private over REST",
    attempt: (x) => restUpload(x.client, '/api/memories', { title: 'Intruder', circleId: cw.openCircleId }, 'file', photo),
  },
  {
    covers: 'Mutation.updateMemory',
    what: "retitling A's memory and untagging A's relative",
    attempt: (x) => change(x, `($id: ID!) { updateMemory(id: $id, input: { title: "Taken", description: "", taggedMemberIds: [] }) { ${MEMORY} } }`, { id: cw.memoryId }),
  },
  { covers: 'Mutation.updateMemory', what: "retitling the memory in A's circle that is not private", attempt: (x) => change(x, `($id: ID!) { updateMemory(id: $id, input: { title: "Taken" }) { ${MEMORY} } }`, { id: cw.openMemoryId }) },
  { covers: 'Mutation.deleteMemory', what: "deleting A's memory", attempt: (x) => change(x, '($id: ID!) { deleteMemory(id: $id) }', { id: cw.memoryId }) },
  { covers: 'Mutation.deleteMemory', what: "deleting the memory in A's circle that is not private", attempt: (x) => change(x, '($id: ID!) { deleteMemory(id: $id) }', { id: cw.openMemoryId }) },
  { covers: 'Mutation.tagPhoto', what: "tagging the caller in A's memory", attempt: (x) => change(x, `($i: TagPhotoInput!) { tagPhoto(input: $i) { ${TAG} } }`, { i: { memoryId: cw.memoryId, memberId: x.selfMemberId } }) },
  { covers: 'Mutation.movePhotoTag', what: "moving the tag of A's relative", attempt: (x) => change(x, `($id: ID!) { movePhotoTag(id: $id, box: { x: 0, y: 0, width: 0.5, height: 0.5 }) { ${TAG} } }`, { id: cw.tagId }) },
  { covers: 'Mutation.removePhotoTag', what: "removing the tag of A's relative", attempt: (x) => change(x, '($id: ID!) { removePhotoTag(id: $id) }', { id: cw.tagId }) },
];

type Listed = { id: string; owner?: { id: string } }[];
const MEMORIES = 'query($c: ID, $m: ID) { memories(circleId: $c, memberId: $m, first: 20) { nodes { id title } hasMore } }';
const noMemories = (answer: Parameters<NonNullable<OwnCase['check']>>[0]) => expect(field<{ nodes: unknown[] }>(answer, 'memories').nodes).toEqual([]);

export const CIRCLE_OWN_ONLY: OwnCase[] = [
  { covers: 'Query.circles', what: "lists none of A's circles", attempt: (x) => gql(x.client, `{ circles { ${CIRCLE} } }`), check: (answer) => expect(field<Listed>(answer, 'circles').filter((c) => c.owner?.id === cw.ownerId)).toEqual([]) },
  { covers: 'Query.recentCircles', what: "lists none of A's circles", attempt: (x) => gql(x.client, '{ recentCircles(first: 50) { id name memberCount unreadCount } }'), check: (answer) => expect(field<Listed>(answer, 'recentCircles')).toEqual([]) },
  {
    covers: 'Query.discoverableCircles',
    what: "shows A's circle that is not private to A's connections alone, without its memories, and never the private one",
    attempt: (x) => gql(x.client, '{ discoverableCircles { id memoryCount unreadCount viewerRole viewerCan { addMemories requestToJoin } } }'),
    check: (answer, x) =>
      expect(field<Listed>(answer, 'discoverableCircles')).toEqual(
        x.userId === cw.connectedId ? [{ id: cw.openCircleId, memoryCount: 0, unreadCount: 0, viewerRole: null, viewerCan: { addMemories: false, requestToJoin: true } }] : [],
      ),
  },
  { covers: 'Query.memories', what: "lists none of A's memories", attempt: (x) => gql(x.client, MEMORIES, {}), check: noMemories },
  { covers: 'Query.memories', namesA: true, what: "finds nothing in A's private circle", attempt: (x) => gql(x.client, MEMORIES, { c: cw.circleId }), check: noMemories },
  { covers: 'Query.memories', namesA: true, what: "finds nothing in A's circle that is not private", attempt: (x) => gql(x.client, MEMORIES, { c: cw.openCircleId }), check: noMemories },
  { covers: 'Query.memories', namesA: true, what: "finds nothing in which A's relative is tagged", attempt: (x) => gql(x.client, MEMORIES, { m: cw.relativeId }), check: noMemories },
  { covers: 'Query.familyStats', what: "counts none of A's memories", attempt: (x) => gql(x.client, '{ familyStats { memoryCount } }'), check: (answer) => expect(field(answer, 'familyStats')).toEqual({ memoryCount: 0 }) },
  { covers: 'GET /api/circles/user/:userId', what: "lists the caller's own circles over REST, none of A's", attempt: (x) => rest(x.client, 'GET', `/api/circles/user/${x.userId}`), check: (answer) => expect(answer.json).toEqual([]) },
  { covers: 'GET /api/family-circles/recent', what: "lists the caller's own circles, none of A's", attempt: (x) => rest(x.client, 'GET', '/api/family-circles/recent?limit=50'), check: (answer) => expect(answer.json).toEqual([]) },
  { covers: 'GET /api/memories/user/:userId', what: "lists the caller's own memories over REST, none of A's", attempt: (x) => rest(x.client, 'GET', `/api/memories/user/${x.userId}`), check: (answer) => expect(answer.json).toEqual([]) },
];
