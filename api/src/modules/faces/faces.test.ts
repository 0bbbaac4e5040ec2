import { unzipSync, strFromU8 } from 'fflate';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, connect, shareTree, type Person } from '../../../test/factories.ts';
import { codeOf, DELETE_MEMBER, must } from '../../../test/trees.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../../test/media.ts';
import { descriptor, ELSEWHERE, FACE, nudged } from './test/faces.ts';

// Face suggestions on the real database: the owner's switch, what a confirmed face keeps, what a
// suggestion says and to whom, turned-down suggestions, refused input, and what goes when.

let app: TestApp;
let ada: Person; // owns the tree
let ben: Person; // views it
let cleo: Person; // in the circle, not in the tree
let dan: Person; // in the circle, with a tree of his own
let circleId: string;
let rosaId: string;
let lenaId: string;

const SET = 'mutation($t: ID!, $on: Boolean!) { setFaceSuggestions(treeId: $t, on: $on) { id faceSuggestions } }';
const CONFIRM = 'mutation($i: ConfirmFaceInput!) { confirmFace(input: $i) { id isVerified confidence box { x y width height } member { id hasFaceProfile } } }';
const SUGGEST = 'query($i: FaceSuggestionsInput!) { faceSuggestions(input: $i) { index candidates { score member { id firstName } } } }';
const REJECT = 'mutation($i: RejectFaceInput!) { rejectFaceSuggestion(input: $i) }';
const REMOVE = 'mutation($m: ID!) { removeFaceData(memberId: $m) }';
const HAS = 'query($id: ID!) { familyMember(id: $id) { id hasFaceProfile } }';
const LINK = 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }';
const RESPOND_TO_LINK = 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }';

const ROSA = descriptor(1);
const STRANGER = descriptor(2);

async function photo(by: Person, title: string, eventDate?: string) {
  const res = await uploadMemory(by, { title, circleId, eventDate }, { bytes: await jpegPhoto(), name: 'photo.jpg' });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.uploadMemory.id;
}

/** What the user's personal-data export says of their faces (faces.json). */
async function facesExportOf(person: Person) {
  const res = await person.client.fetch('/api/me/export');
  expect(res.status).toBe(200);
  const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return JSON.parse(strFromU8(entries['faces.json'])) as { whatIsKept: string; people: { tree: string; person: string; photosWithDescriptor: number }[] };
}

const rows = async (sql: string, params: unknown[]) => (await app.orm.em.fork().execute<Record<string, unknown>[]>(sql, params)).length;

beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, cleo, dan] = await Promise.all([buildUser(app, { name: 'Ada Faces' }), buildUser(app, { name: 'Ben Faces' }), buildUser(app, { name: 'Cleo Faces' }), buildUser(app, { name: 'Dan Faces' })]);
  await shareTree(ada, ben, 'viewer');
  await connect(ada, cleo);
  await connect(ada, dan);
  circleId = await createCircle(ada, 'Faces circle', [ben, cleo, dan]);
  rosaId = (await addMember(ada, 'Rosa', 'child')).member.id;
  lenaId = (await addMember(ada, 'Lena', 'child')).member.id;
});
afterAll(() => app.close());

describe('while the owner has not turned face suggestions on', () => {
  let memoryId: string;
  beforeAll(async () => {
    memoryId = await photo(ada, 'Off');
  });

  it('asking for suggestions is refused with a sentence naming the switch', async () => {
    const res = await ada.client.gql(SUGGEST, { i: { memoryId, treeId: ada.treeId, faces: [{ box: FACE, descriptor: ROSA }] } });
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.errors![0].message).toMatch(/Face suggestions are off/);
  });

  it('a confirmed face with its descriptor is a verified tag, and the descriptor is not kept', async () => {
    const { confirmFace } = await must<{ confirmFace: { isVerified: boolean; member: { hasFaceProfile: boolean } } }>(ada.client, CONFIRM, { i: { memoryId, memberId: rosaId, box: FACE, confidence: 0.9, descriptor: ROSA } });
    expect(confirmFace).toMatchObject({ isVerified: true, member: { hasFaceProfile: false } });
    expect(await rows('select 1 from photo_tags where memory_id = ? and member_id = ? and is_verified', [memoryId, rosaId])).toBe(1);
    expect(await rows('select 1 from face_samples where member_id = ?', [rosaId])).toBe(0);
  });

  it('a confirmed face without a descriptor is a verified tag, keeping nothing else', async () => {
    const { confirmFace } = await must<{ confirmFace: { isVerified: boolean; confidence: number; member: { hasFaceProfile: boolean } } }>(ada.client, CONFIRM, { i: { memoryId, memberId: lenaId, box: FACE, confidence: 0.71 } });
    expect(confirmFace).toMatchObject({ isVerified: true, confidence: 0.71, member: { hasFaceProfile: false } });
  });

  it('only the owner may turn them on', async () => {
    expect(codeOf(await ben.client.gql(SET, { t: ada.treeId, on: true }))).toBe('FORBIDDEN');
    expect(codeOf(await cleo.client.gql(SET, { t: ada.treeId, on: true }))).toBe('NOT_FOUND');
    const { setFaceSuggestions } = await must<{ setFaceSuggestions: { faceSuggestions: boolean } }>(ada.client, SET, { t: ada.treeId, on: true });
    expect(setFaceSuggestions.faceSuggestions).toBe(true);
  });
});

describe('with face suggestions on', () => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    await must(ada.client, SET, { t: ada.treeId, on: true });
    first = await photo(ada, 'Rosa at three', '2014-05-01');
    second = await photo(ada, 'Rosa and a friend', '2024-05-01');
  });

  it('a confirmed face becomes a verified tag and its descriptor is kept for the person', async () => {
    const { confirmFace } = await must<{ confirmFace: { isVerified: boolean; confidence: number; box: unknown; member: { id: string; hasFaceProfile: boolean } } }>(ada.client, CONFIRM, {
      i: { memoryId: first, memberId: rosaId, box: FACE, confidence: 0.93, descriptor: ROSA },
    });
    expect(confirmFace).toMatchObject({ isVerified: true, confidence: 0.93, box: FACE, member: { id: rosaId, hasFaceProfile: true } });
    expect(await rows('select 1 from face_samples where member_id = ? and taken_on = ?', [rosaId, '2014-05-01'])).toBe(1);
  });

  it('suggests her for another photo of her face, and nobody for a different face', async () => {
    const { faceSuggestions } = await must<{ faceSuggestions: { index: number; candidates: { score: number; member: { id: string } }[] }[] }>(ada.client, SUGGEST, {
      i: { memoryId: second, treeId: ada.treeId, faces: [{ box: FACE, descriptor: nudged(ROSA) }, { box: ELSEWHERE, descriptor: STRANGER }] },
    });
    expect(faceSuggestions[0].candidates.map((c) => c.member.id)).toEqual([rosaId]);
    expect(faceSuggestions[0].candidates[0].score).toBeGreaterThan(0.8);
    expect(faceSuggestions[1]).toEqual({ index: 1, candidates: [] });
  });

  it('tells a viewer of the tree the same, and whether a profile exists, never the numbers', async () => {
    const res = await ben.client.gql<{ faceSuggestions: { candidates: { member: { id: string } }[] }[] }>(SUGGEST, { i: { memoryId: second, treeId: ada.treeId, faces: [{ box: FACE, descriptor: nudged(ROSA) }] } });
    // Ben sees the photo and the tree but may not tag in Ada's circle? He is a circle member: he may.
    expect(res.errors).toBeUndefined();
    expect(res.data!.faceSuggestions[0].candidates.map((c) => c.member.id)).toEqual([rosaId]);
    const has = await must<{ familyMember: { hasFaceProfile: boolean } }>(ben.client, HAS, { id: rosaId });
    expect(has.familyMember.hasFaceProfile).toBe(true);
    expect(JSON.stringify(res)).not.toContain(String(ROSA[0]));
  });

  it('gives someone outside the tree nothing: not its people, not whether a profile exists', async () => {
    const asked = { memoryId: second, treeId: ada.treeId, faces: [{ box: FACE, descriptor: nudged(ROSA) }] };
    expect(codeOf(await cleo.client.gql(SUGGEST, { i: asked }))).toBe('NOT_FOUND');
    expect(codeOf(await dan.client.gql(SUGGEST, { i: asked }))).toBe('NOT_FOUND');
    expect(codeOf(await cleo.client.gql(HAS, { id: rosaId }))).toBe('NOT_FOUND');
    // In his own tree (suggestions on there too), Dan is never offered Ada's Rosa.
    await must(dan.client, SET, { t: dan.treeId, on: true });
    const own = await must<{ faceSuggestions: { candidates: unknown[] }[] }>(dan.client, SUGGEST, { i: { ...asked, treeId: dan.treeId } });
    expect(own.faceSuggestions[0].candidates).toEqual([]);
    // Nor can he keep a face as her, or turn her down.
    expect(codeOf(await dan.client.gql(CONFIRM, { i: { memoryId: second, memberId: rosaId, box: FACE, confidence: 0.9, descriptor: ROSA } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await dan.client.gql(REJECT, { i: { memoryId: second, memberId: rosaId, box: FACE } }))).toBe('NOT_FOUND');
  });

  it('remembers a suggestion turned down for whoever turned it down: a viewer hides nothing for the others', async () => {
    expect((await must<{ rejectFaceSuggestion: boolean }>(ben.client, REJECT, { i: { memoryId: second, memberId: rosaId, box: FACE } })).rejectFaceSuggestion).toBe(true);
    const asked = { memoryId: second, treeId: ada.treeId, faces: [{ box: FACE, descriptor: nudged(ROSA) }] };
    const forBen = await must<{ faceSuggestions: { candidates: { member: { id: string } }[] }[] }>(ben.client, SUGGEST, { i: asked });
    expect(forBen.faceSuggestions[0].candidates).toEqual([]);
    const forAda = await must<{ faceSuggestions: { candidates: { member: { id: string } }[] }[] }>(ada.client, SUGGEST, { i: asked });
    expect(forAda.faceSuggestions[0].candidates.map((c) => c.member.id)).toEqual([rosaId]);
  });

  it('remembers a suggestion turned down for that face, and only that face', async () => {
    expect((await must<{ rejectFaceSuggestion: boolean }>(ada.client, REJECT, { i: { memoryId: second, memberId: rosaId, box: FACE } })).rejectFaceSuggestion).toBe(true);
    const moved = { ...FACE, x: FACE.x + 0.02 };
    const again = await must<{ faceSuggestions: { candidates: { member: { id: string } }[] }[] }>(ada.client, SUGGEST, {
      i: { memoryId: second, treeId: ada.treeId, faces: [{ box: moved, descriptor: nudged(ROSA) }, { box: ELSEWHERE, descriptor: nudged(ROSA) }] },
    });
    expect(again.faceSuggestions[0].candidates).toEqual([]);
    expect(again.faceSuggestions[1].candidates.map((c) => c.member.id)).toEqual([rosaId]);
  });

  it('refuses descriptors that are not 128 finite numbers, and boxes off the photo or empty, saving nothing', async () => {
    const bad = [
      { box: FACE, descriptor: ROSA.slice(0, 127) },
      { box: FACE, descriptor: [...ROSA, 0.1] },
      { box: FACE, descriptor: [...ROSA.slice(0, 127), 1e300] },
      { box: FACE, descriptor: [...ROSA.slice(0, 127), 'x'] },
      { box: { ...FACE, x: 0.9 }, descriptor: ROSA },
      { box: { ...FACE, width: 0 }, descriptor: ROSA },
      { box: { ...FACE, y: -0.1 }, descriptor: ROSA },
    ];
    for (const face of bad) {
      const res = await ada.client.gql(SUGGEST, { i: { memoryId: second, treeId: ada.treeId, faces: [face] } });
      expect([JSON.stringify(face.box), codeOf(res)]).toEqual([JSON.stringify(face.box), 'BAD_USER_INPUT']);
      const confirmed = await ada.client.gql(CONFIRM, { i: { memoryId: second, memberId: lenaId, box: face.box, confidence: 0.5, descriptor: face.descriptor } });
      expect(codeOf(confirmed)).toBe('BAD_USER_INPUT');
    }
    const tooMany = Array.from({ length: 21 }, () => ({ box: FACE, descriptor: ROSA }));
    expect(codeOf(await ada.client.gql(SUGGEST, { i: { memoryId: second, treeId: ada.treeId, faces: tooMany } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ada.client.gql(CONFIRM, { i: { memoryId: second, memberId: lenaId, box: FACE, confidence: 1.5 } }))).toBe('BAD_USER_INPUT');
    expect(await rows('select 1 from photo_tags where memory_id = ? and member_id = ?', [second, lenaId])).toBe(0);
    expect(await rows('select 1 from face_samples where member_id = ?', [lenaId])).toBe(0);
  });

  it('weighs her recent photos more: her profile lies nearer this year’s face than the one at three', async () => {
    const grown = nudged(ROSA, 0.04);
    await must(ada.client, CONFIRM, { i: { memoryId: second, memberId: rosaId, box: ELSEWHERE, confidence: 0.9, descriptor: grown } });
    const [profile] = await app.orm.em.fork().execute<{ face_embedding: number[]; training_photos: number }[]>('select face_embedding, training_photos from face_recognition_profiles where member_id = ?', [rosaId]);
    expect(profile.training_photos).toBe(2);
    const dist = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - b[i]));
    expect(dist(profile.face_embedding, grown)).toBeLessThan(dist(profile.face_embedding, ROSA) / 3);
  });

  it('goes with the photo: its descriptor and the profile made with it', async () => {
    expect(codeOf(await ada.client.gql('mutation($id: ID!) { deleteMemory(id: $id) }', { id: second }))).toBeUndefined();
    expect(await rows('select 1 from face_samples where member_id = ?', [rosaId])).toBe(1);
    expect(await rows('select 1 from face_recognition_profiles where member_id = ?', [rosaId])).toBe(0);
    // Made again from the photo left when next needed.
    const third = await photo(ada, 'Rosa again');
    const { faceSuggestions } = await must<{ faceSuggestions: { candidates: { member: { id: string } }[] }[] }>(ada.client, SUGGEST, { i: { memoryId: third, treeId: ada.treeId, faces: [{ box: FACE, descriptor: nudged(ROSA) }] } });
    expect(faceSuggestions[0].candidates.map((c) => c.member.id)).toEqual([rosaId]);
    const [profile] = await app.orm.em.fork().execute<{ training_photos: number }[]>('select training_photos from face_recognition_profiles where member_id = ?', [rosaId]);
    expect(profile.training_photos).toBe(1);
  });

  it('goes with its tag, and the profile made with it', async () => {
    const memoryId = await photo(ada, 'Tagged, then not');
    const { confirmFace } = await must<{ confirmFace: { id: string } }>(ada.client, CONFIRM, { i: { memoryId, memberId: lenaId, box: FACE, confidence: 0.8, descriptor: descriptor(7) } });
    expect(await rows('select 1 from face_samples where photo_tag_id = ? union all select 1 from face_recognition_profiles where member_id = ?', [confirmFace.id, lenaId])).toBe(2);
    await must(ada.client, 'mutation($id: ID!) { removePhotoTag(id: $id) }', { id: confirmFace.id });
    expect(await rows('select 1 from face_samples where member_id = ? union all select 1 from face_recognition_profiles where member_id = ?', [lenaId, lenaId])).toBe(0);
  });

  it('is removed on request by whoever may edit the person, not by a viewer', async () => {
    expect(codeOf(await ben.client.gql(REMOVE, { m: rosaId }))).toBe('FORBIDDEN');
    expect(codeOf(await cleo.client.gql(REMOVE, { m: rosaId }))).toBe('NOT_FOUND');
    expect((await must<{ removeFaceData: number }>(ada.client, REMOVE, { m: rosaId })).removeFaceData).toBe(1);
    expect(await rows('select 1 from face_samples where member_id = ? union all select 1 from face_recognition_profiles where member_id = ?', [rosaId, rosaId])).toBe(0);
    expect((await must<{ familyMember: { hasFaceProfile: boolean } }>(ada.client, HAS, { id: rosaId })).familyMember.hasFaceProfile).toBe(false);
  });

  it('is removed on request by the person themself once they confirmed being them, not on a mere proposal', async () => {
    const pia = (await addMember(ada, 'Pia', 'child')).member.id;
    await must(ada.client, CONFIRM, { i: { memoryId: await photo(ada, 'Pia'), memberId: pia, box: FACE, confidence: 0.8, descriptor: descriptor(5) } });
    await must(ada.client, LINK, { m: pia, u: ben.id });
    expect(codeOf(await ben.client.gql(REMOVE, { m: pia }))).toBe('FORBIDDEN');
    expect((await facesExportOf(ben)).people.map((p) => p.person)).not.toContain('Pia Family');
    await must(ben.client, RESPOND_TO_LINK, { m: pia });
    expect((await facesExportOf(ben)).people).toContainEqual(expect.objectContaining({ person: 'Pia Family', photosWithDescriptor: 1 }));
    expect((await must<{ removeFaceData: number }>(ben.client, REMOVE, { m: pia })).removeFaceData).toBe(1);
    expect(await rows('select 1 from face_samples where member_id = ?', [pia])).toBe(0);
  });

  it('goes with the person', async () => {
    const memoryId = await photo(ada, 'Lena');
    const sid = (await addMember(ada, 'Sid', 'child')).member.id;
    await must(ada.client, CONFIRM, { i: { memoryId, memberId: sid, box: FACE, confidence: 0.8, descriptor: descriptor(3) } });
    await must(ada.client, SUGGEST, { i: { memoryId: await photo(ada, 'Sid again'), treeId: ada.treeId, faces: [{ box: FACE, descriptor: descriptor(3) }] } });
    expect(await rows('select 1 from face_recognition_profiles where member_id = ?', [sid])).toBe(1);
    await must(ada.client, DELETE_MEMBER, { id: sid });
    expect(await rows('select 1 from face_samples where member_id = ? union all select 1 from face_recognition_profiles where member_id = ?', [sid, sid])).toBe(0);
  });

  it('turned off, every descriptor, profile and turned-down suggestion of the tree is deleted', async () => {
    const memoryId = await photo(ada, 'Before off');
    await must(ada.client, CONFIRM, { i: { memoryId, memberId: lenaId, box: FACE, confidence: 0.8, descriptor: descriptor(4) } });
    await must(ada.client, REJECT, { i: { memoryId, memberId: rosaId, box: ELSEWHERE } });
    await must(ada.client, SUGGEST, { i: { memoryId, treeId: ada.treeId, faces: [{ box: FACE, descriptor: descriptor(4) }] } });
    const kept = 'select 1 from face_samples where tree_id = ? union all select 1 from face_recognition_profiles where tree_id = ? union all select 1 from face_rejections where tree_id = ?';
    expect(await rows(kept, [ada.treeId, ada.treeId, ada.treeId])).toBe(3);
    await must(ada.client, SET, { t: ada.treeId, on: false });
    expect(await rows(kept, [ada.treeId, ada.treeId, ada.treeId])).toBe(0);
    // The tags stay: they are the family's, not biometric data.
    expect(await rows('select 1 from photo_tags where memory_id = ? and is_verified', [memoryId])).toBe(1);
    expect(codeOf(await ada.client.gql(SUGGEST, { i: { memoryId, treeId: ada.treeId, faces: [{ box: FACE, descriptor: ROSA }] } }))).toBe('FORBIDDEN');
  });

  it('is told in the personal-data export: how many descriptors of my own person are kept, never the numbers', async () => {
    await must(ada.client, SET, { t: ada.treeId, on: true });
    const mine = descriptor(9);
    await must(ada.client, CONFIRM, { i: { memoryId: await photo(ada, 'Ada herself'), memberId: ada.selfMemberId, box: FACE, confidence: 0.9, descriptor: mine } });
    const faces = await facesExportOf(ada);
    expect(faces.whatIsKept).toMatch(/128 numbers/);
    expect(faces.people).toEqual([expect.objectContaining({ person: 'Ada Faces', photosWithDescriptor: 1 })]);
    expect(JSON.stringify(faces)).not.toContain(String(mine[0]));
  });

  it('names in the export only the people one confirmed being, in trees one reads', async () => {
    const cleos = (await addMember(ada, 'Cleo', 'child')).member.id;
    await must(ada.client, CONFIRM, { i: { memoryId: await photo(ada, 'Cleo'), memberId: cleos, box: FACE, confidence: 0.8, descriptor: descriptor(6) } });
    await must(ada.client, LINK, { m: cleos, u: cleo.id });
    await must(cleo.client, RESPOND_TO_LINK, { m: cleos });
    // Cleo is not in Ada's tree: neither the tree nor the person is told to her, only her own person in her own tree.
    const { people } = await facesExportOf(cleo);
    expect(people).toEqual([expect.objectContaining({ person: 'Cleo Faces', photosWithDescriptor: 0 })]);
  });
});
