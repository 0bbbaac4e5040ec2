import { PNG_1PX } from '../../test/client.ts';
import { must } from '../../test/trees.ts';
import { dataOf, gql, type Answer, type Case } from './judge.ts';
import { changing, owning, reading, readingTree } from './rules.ts';
import { describePerson, EVERYONE, sees, TRIED_PEOPLE, type World } from './world.ts';

// Face suggestions in the matrix's tree: Ada turns them on and confirms each tried person's face on
// a photo of a circle everyone is in, so each has a descriptor kept. Asked who the faces on another
// photo are, a user is offered exactly the people they see (Ben none outside his branch, Dan
// nothing: NOT_FOUND). Confirming or turning down a face names only people one sees; removing a
// person's face data is for whoever may edit them (Cleo, a viewer, may not); the switch is Ada's.
// `hasFaceProfile` is told only to those who see the person.

/** A repeatable descriptor for a person of the matrix (values like the model's, about ±0.15). */
function descriptorOf(seed: number): number[] {
  let s = seed * 7919 + 11;
  return Array.from({ length: 128 }, () => {
    s = (s * 48271) % 2147483647;
    return Math.round(((s / 2147483647) * 2 - 1) * 0.15 * 1e5) / 1e5;
  });
}
const nudged = (d: number[]) => d.map((v, i) => v + (i % 2 ? 0.01 : -0.01));

const BOX = { x: 0.1, y: 0.1, width: 0.3, height: 0.3 };
const UPLOAD = 'mutation($input: UploadMemoryInput!) { uploadMemory(input: $input) { id } }';
const CONFIRM = 'mutation($i: ConfirmFaceInput!) { confirmFace(input: $i) { id isVerified confidence member { id firstName hasFaceProfile } } }';

/** A photo in the circle, as Ada, through GraphQL multipart. */
async function photo(world: World, circleId: string, title: string): Promise<string> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD, variables: { input: { title, circleId, file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([PNG_1PX]), 'photo.png');
  const res = await world.users.ada.client.fetch('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
  const json = (await res.json()) as { data?: { uploadMemory: { id: string } }; errors?: unknown };
  if (!json.data) throw new Error(`Setup: a photo for faces: ${JSON.stringify(json.errors)}`);
  return json.data.uploadMemory.id;
}

export async function faceCases(world: World): Promise<Case[]> {
  const { ada, ben, cleo, dan, fay } = world.users;
  const em = () => world.app.orm.em.fork();
  const tried = TRIED_PEOPLE.map((key) => world.people[key]);
  const descriptors = new Map(tried.map((p, i) => [p.id, descriptorOf(i + 1)]));
  const { createCircle } = await must<{ createCircle: { id: string } }>(ada.client, 'mutation($i: CreateCircleInput!) { createCircle(input: $i) { id } }', {
    i: { name: `Faces ${world.tag}`, isPrivate: true, memberIds: [ben.id, cleo.id, dan.id, fay.id] },
  });
  const known = await photo(world, createCircle.id, 'Faces we know');
  const asked = await photo(world, createCircle.id, 'Faces to ask about');

  /** Suggestions on in the tree (the matrix puts the tree's row back after each write) and each tried person's face kept. */
  const prepare = async () => {
    await em().execute('update trees set face_suggestions = true where id = ?', [world.treeId]);
    const kept = new Set((await em().execute<{ member_id: string }[]>('select member_id from face_samples where tree_id = ?', [world.treeId])).map((r) => r.member_id));
    for (const p of tried.filter((p) => !kept.has(p.id))) {
      const answer = await gql(ada.client, CONFIRM, { i: { memoryId: known, memberId: p.id, box: BOX, confidence: 0.9, descriptor: descriptors.get(p.id) } });
      if (answer.outcome !== 'OK') throw new Error(`Setup: ${p.key}'s face: ${answer.text}`);
    }
    return {};
  };
  const samplesOf = async (memberId: string) => (await em().execute('select 1 from face_samples where member_id = ?', [memberId])).length;
  /**
   * After each case, the faces' tags (their descriptors with them) and turned-down suggestions go:
   * the other cases meet the tried people tagged only where their own cases tag them.
   */
  const cleanup = async () => {
    await em().execute('delete from photo_tags where memory_id in (?, ?)', [known, asked]);
    await em().execute('delete from face_rejections where memory_id in (?, ?)', [known, asked]);
  };

  const cases: Case[] = [];
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    cases.push({
      covers: 'Query.faceSuggestions',
      who,
      object: 'who the faces of the tried people are, on another photo',
      expected: readingTree(who),
      prepare,
      cleanup,
      attempt: () => gql(client, 'query($i: FaceSuggestionsInput!) { faceSuggestions(input: $i) { index candidates { score member { id firstName hasFaceProfile } } } }', {
        i: { memoryId: asked, treeId: world.treeId, faces: tried.map((p) => ({ box: BOX, descriptor: nudged(descriptors.get(p.id)!) })) },
      }),
      inspect: (answer: Answer) => {
        const told = dataOf<{ index: number; candidates: { member: { id: string } }[] }[]>(answer, 'faceSuggestions');
        if (!told) return {};
        const leaks: string[] = [];
        const wrong: string[] = [];
        tried.forEach((p, i) => {
          const ids = told[i]?.candidates.map((c) => c.member.id) ?? [];
          for (const id of ids) if (!tried.some((q) => q.id === id && sees(who, q))) leaks.push(`suggests a person they do not see for ${p.key}'s face`);
          const want = sees(who, p) ? [p.id] : [];
          if (JSON.stringify(ids) !== JSON.stringify(want)) wrong.push(`${p.key}'s face: ${JSON.stringify(ids)} instead of ${JSON.stringify(want)}`);
        });
        return { leaks, wrong };
      },
    });
    cases.push({
      covers: 'Mutation.setFaceSuggestions',
      who,
      object: 'turning face suggestions off in the tree',
      expected: owning(who),
      prepare,
      cleanup,
      attempt: () => gql(client, 'mutation($t: ID!) { setFaceSuggestions(treeId: $t, on: false) { id faceSuggestions } }', { t: world.treeId }),
      inspect: async (answer: Answer) => {
        const left = (await em().execute('select 1 from face_samples where tree_id = ?', [world.treeId])).length;
        if (answer.outcome === 'OK') return left ? { wrong: [`${left} descriptors left after turning off`] } : {};
        return left === tried.length ? {} : { leaks: [`refused, yet ${tried.length - left} descriptors were deleted`] };
      },
    });
    for (const p of tried) {
      cases.push(
        {
          covers: 'Mutation.confirmFace',
          who,
          object: `confirming a face as ${describePerson(p)}`,
          expected: sees(who, p) ? 'OK' : 'REFUSED',
          changesTree: false,
          prepare,
          attempt: () => gql(client, CONFIRM, { i: { memoryId: asked, memberId: p.id, box: BOX, confidence: 0.8, descriptor: nudged(descriptors.get(p.id)!) } }),
          inspect: async (answer: Answer) => {
            const tags = (await em().execute('select 1 from photo_tags where memory_id = ? and member_id = ? and is_verified', [asked, p.id])).length;
            return answer.outcome !== 'OK' && tags ? { leaks: ['refused, yet the tag was saved'] } : {};
          },
          cleanup,
        },
        {
          covers: 'Mutation.rejectFaceSuggestion',
          who,
          object: `turning down ${describePerson(p)} for a face`,
          expected: reading(who, p),
          changesTree: false,
          prepare,
          attempt: () => gql(client, 'mutation($i: RejectFaceInput!) { rejectFaceSuggestion(input: $i) }', { i: { memoryId: asked, memberId: p.id, box: BOX } }),
          cleanup,
        },
        {
          covers: 'Mutation.removeFaceData',
          who,
          object: `removing the face data of ${describePerson(p)}`,
          expected: changing(who, p),
          changesTree: false,
          prepare,
          cleanup,
          attempt: () => gql(client, 'mutation($m: ID!) { removeFaceData(memberId: $m) }', { m: p.id }),
          inspect: async (answer: Answer) => {
            const left = await samplesOf(p.id);
            if (answer.outcome === 'OK') return left ? { wrong: ['the descriptor is still kept'] } : {};
            return left ? {} : { leaks: ['refused, yet the descriptor was removed'] };
          },
        },
        {
          covers: 'Query.familyMember',
          who,
          object: `whether a face descriptor of ${describePerson(p)} is kept`,
          expected: reading(who, p),
          prepare,
          cleanup,
          attempt: () => gql(client, 'query($id: ID!) { familyMember(id: $id) { id hasFaceProfile } }', { id: p.id }),
          inspect: (answer: Answer) => {
            const told = dataOf<{ hasFaceProfile: boolean } | null>(answer, 'familyMember');
            return told && !told.hasFaceProfile ? { wrong: ['says no descriptor is kept'] } : {};
          },
        },
      );
    }
  }
  return cases;
}

