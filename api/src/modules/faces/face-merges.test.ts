import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, type Person } from '../../../test/factories.ts';
import { codeOf, must } from '../../../test/trees.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../../test/media.ts';
import { descriptor, FACE, ELSEWHERE, nudged } from './test/faces.ts';

// Face data through a merge of two people and its undo, on the real database: the faces follow
// their photo tags (a tag dropped as a double keeps its face set aside for the undo), the profiles,
// which are made from the faces, are made again for both people, and an undo is never refused
// because a profile was made again meanwhile.

let app: TestApp;
let ada: Person;
let circleId: string;

const SET = 'mutation($t: ID!, $on: Boolean!) { setFaceSuggestions(treeId: $t, on: $on) { id } }';
const CONFIRM = 'mutation($i: ConfirmFaceInput!) { confirmFace(input: $i) { id } }';
const SUGGEST = 'query($i: FaceSuggestionsInput!) { faceSuggestions(input: $i) { index candidates { member { id } } } }';
const MERGE = 'mutation($k: ID!, $m: ID!) { mergePeople(keepId: $k, mergeId: $m) { mergeId } }';
const UNDO = 'mutation($id: ID!) { undoPeopleMerge(mergeId: $id) { mergeId } }';

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(text, params);
const trainingPhotos = async (memberId: string) => (await sql<{ n: number }>('select training_photos as n from face_recognition_profiles where member_id = ?', [memberId]))[0]?.n ?? null;
const samplesOf = async (memberId: string) => (await sql('select 1 from face_samples where member_id = ?', [memberId])).length;
const sampleOfTag = async (tagId: string) => (await sql<{ member_id: string }>('select member_id from face_samples where photo_tag_id = ?', [tagId]))[0]?.member_id ?? null;

async function photo(title: string) {
  const res = await uploadMemory(ada, { title, circleId }, { bytes: await jpegPhoto(), name: 'photo.jpg' });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.uploadMemory.id;
}

/** Confirms a face as a person, with its descriptor; the tag's id. */
async function confirm(memoryId: string, memberId: string, face: number[], box = FACE) {
  return (await must<{ confirmFace: { id: string } }>(ada.client, CONFIRM, { i: { memoryId, memberId, box, confidence: 0.9, descriptor: face } })).confirmFace.id;
}

/** Asks who a face is (which makes the missing profiles of the tree). */
async function ask(memoryId: string, face: number[]) {
  return must(ada.client, SUGGEST, { i: { memoryId, treeId: ada.treeId, faces: [{ box: FACE, descriptor: face }] } });
}

beforeAll(async () => {
  app = await startTestApp();
  ada = await buildUser(app, { name: 'Ada Merges' });
  circleId = await createCircle(ada, 'Merged faces', []);
  await must(ada.client, SET, { t: ada.treeId, on: true });
});
afterAll(() => app.close());

describe('merging two people with faces kept', () => {
  const TOM = descriptor(21);
  let tom: string;
  let tommy: string;
  let together: string;
  let tommysTagThere: string;
  let mergeId: string;

  beforeAll(async () => {
    tom = (await addMember(ada, 'Tom', 'child')).member.id;
    tommy = (await addMember(ada, 'Tommy', 'child')).member.id;
    together = await photo('Tom twice');
    await confirm(await photo('Tom'), tom, TOM);
    await confirm(together, tom, nudged(TOM, 0.005));
    await confirm(await photo('Tommy'), tommy, nudged(TOM, 0.01));
    tommysTagThere = await confirm(together, tommy, nudged(TOM, 0.015), ELSEWHERE);
    expect([await trainingPhotos(tom), await trainingPhotos(tommy)]).toEqual([2, 2]);
  });

  it("makes the kept person's profile again from both people's faces, a photo they shared counting once", async () => {
    const merged = await ada.client.gql<{ mergePeople: { mergeId: string } }>(MERGE, { k: tom, m: tommy });
    expect(merged.errors).toBeUndefined();
    mergeId = merged.data!.mergePeople.mergeId;
    await ask(await photo('Who is this'), nudged(TOM, 0.02));
    // Tom's two photos and Tommy's own; the photo both were tagged on keeps Tom's tag and face.
    expect(await trainingPhotos(tom)).toBe(3);
  });

  it('keeps the face of a tag dropped as a double set aside, and the undo puts it back with its tag', async () => {
    expect(await sampleOfTag(tommysTagThere)).toBe(tom);
    const undone = await ada.client.gql(UNDO, { id: mergeId });
    expect(undone.errors).toBeUndefined();
    expect((await sql('select member_id from photo_tags where id = ?', [tommysTagThere]))[0]).toEqual({ member_id: tommy });
    expect(await sampleOfTag(tommysTagThere)).toBe(tommy);
    expect([await samplesOf(tom), await samplesOf(tommy)]).toEqual([2, 2]);
  });

  it('makes both profiles again after the undo, each from its own faces', async () => {
    await ask(await photo('Who is this again'), nudged(TOM, 0.02));
    expect([await trainingPhotos(tom), await trainingPhotos(tommy)]).toEqual([2, 2]);
  });

  it('a face set aside goes with its photo', async () => {
    const again = await must<{ mergePeople: { mergeId: string } }>(ada.client, MERGE, { k: tom, m: tommy });
    expect(again.mergePeople.mergeId).toBeTruthy();
    expect(codeOf(await ada.client.gql('mutation($id: ID!) { deleteMemory(id: $id) }', { id: together }))).toBeUndefined();
    expect(await sampleOfTag(tommysTagThere)).toBeNull();
    expect(await samplesOf(tom)).toBe(2);
  });
});

describe('undoing a merge after the profile was made again', () => {
  it('is not refused, and each person gets back their own faces', async () => {
    const KIM = descriptor(31);
    const kim = (await addMember(ada, 'Kim', 'child')).member.id;
    const kimmy = (await addMember(ada, 'Kimmy', 'child')).member.id;
    await confirm(await photo('Kimmy'), kimmy, KIM);
    const { mergePeople } = await must<{ mergePeople: { mergeId: string } }>(ada.client, MERGE, { k: kim, m: kimmy });
    // A new face of Kim after the merge makes her profile again.
    await confirm(await photo('Kim later'), kim, nudged(KIM));
    expect(await trainingPhotos(kim)).toBe(2);
    const undone = await ada.client.gql(UNDO, { id: mergePeople.mergeId });
    expect(undone.errors).toBeUndefined();
    expect([await samplesOf(kim), await samplesOf(kimmy)]).toEqual([1, 1]);
    await ask(await photo('Kim or Kimmy'), KIM);
    expect([await trainingPhotos(kim), await trainingPhotos(kimmy)]).toEqual([1, 1]);
  });
});
