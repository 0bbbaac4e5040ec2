import { PNG_1PX } from '../../test/client.ts';
import { must } from '../../test/trees.ts';
import { dataOf, gql, type Answer, type Case, type Expected, type Verdict } from './judge.ts';
import { counted, withheldDetails } from './read-cases.ts';
import { describePerson, EVERYONE, sees, TRIED_PEOPLE, type TreePerson, type Who, type World } from './world.ts';

// People of the tree tagged in memories: all the users are in one family circle with Ada, so each
// of them sees its memories, but only the tags of people they see in the tree. Ben finds nothing of
// the people outside his branch through a memory (not their tags, nor a memory by tagging them),
// Dan nothing of anyone, and nobody tags a person they do not see.

type Shown = Parameters<typeof withheldDetails>[2][number];
const TAG_MEMBER = 'id firstName lastName dateOfBirth birth { value } birthPlace bio profilePictureUrl detailsHidden isLiving';
const MEMORY = `id title taggedCount photoTags { id member { ${TAG_MEMBER} } }`;
const UPLOAD = `mutation($input: UploadMemoryInput!) { uploadMemory(input: $input) { ${MEMORY} } }`;

/** A memory with a photo, through GraphQL multipart, answered as the matrix judges it. */
async function upload(world: World, who: Who, input: Record<string, unknown>): Promise<Answer> {
  const sent = JSON.stringify({ query: UPLOAD, variables: { input: { ...input, file: null } } });
  const form = new FormData();
  form.append('operations', sent);
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([PNG_1PX]), 'photo.png');
  const res = await world.users[who].client.fetch('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
  const text = await res.text();
  const json = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
  return { outcome: json.errors?.[0]?.extensions?.code ?? 'OK', status: res.status, text, json, sent };
}

async function uploaded(world: World, who: Who, input: Record<string, unknown>) {
  const answer = await upload(world, who, input);
  if (answer.outcome !== 'OK') throw new Error(`Setup: a memory of ${who}: ${answer.text}`);
  return dataOf<{ id: string; photoTags: { id: string; member: { id: string } }[] }>(answer, 'uploadMemory');
}

/** The photo in which the tried people are tagged, once the cases are made. */
export const taggedPhoto = { id: '' };

const DETAILS = 'id dateOfBirth dateOfDeath bio profilePictureUrl detailsHidden';

/**
 * Where a person tagged in the photo is shown with other details than the same user reads of them
 * in the tree (`familyMember`): each difference, by user and person.
 */
export async function tagDetailsDiffer(world: World): Promise<string[]> {
  const found: string[] = [];
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    const { memory } = await must<{ memory: { photoTags: { member: Record<string, unknown> & { id: string } }[] } }>(client, `query($id: ID!) { memory(id: $id) { photoTags { member { ${DETAILS} } } } }`, { id: taggedPhoto.id });
    for (const { member } of memory.photoTags) {
      const { familyMember } = await must<{ familyMember: Record<string, unknown> }>(client, `query($id: ID!) { familyMember(id: $id) { ${DETAILS} } }`, { id: member.id });
      const key = Object.values(world.people).find((p) => p.id === member.id)?.key;
      for (const [field, value] of Object.entries(familyMember)) if (member[field] !== value) found.push(`${who} · ${key}: ${field} ${JSON.stringify(member[field])} in the photo, ${JSON.stringify(value)} in the tree`);
    }
  }
  return found;
}

/** Tagging: whoever sees the person; a person they do not see is a bad input, as one that does not exist. */
const tagging = (who: Who, p: TreePerson): Expected => (sees(who, p) ? 'OK' : 'REFUSED');

/** The circle, its memories and the cases; the circle is made here (it changes none of the tree's rows). */
export async function memoryCases(world: World): Promise<Case[]> {
  const { ada, ben, cleo, dan, fay } = world.users;
  const em = () => world.app.orm.em.fork();
  const tried = TRIED_PEOPLE.map((key) => world.people[key]);
  const { createCircle } = await must<{ createCircle: { id: string } }>(ada.client, 'mutation($i: CreateCircleInput!) { createCircle(input: $i) { id } }', {
    i: { name: `Everyone ${world.tag}`, isPrivate: true, memberIds: [ben.id, cleo.id, dan.id, fay.id] },
  });
  const circleId = createCircle.id;
  const tagged = await uploaded(world, 'ada', { title: 'Everyone tagged', circleId, taggedMemberIds: tried.map((p) => p.id) });
  taggedPhoto.id = tagged.id;
  const tagOf = Object.fromEntries(tagged.photoTags.map((t) => [t.member.id, t.id]));
  const blank = await uploaded(world, 'ada', { title: 'Nobody tagged', circleId });
  const own = {} as Record<Who, string>;
  for (const who of EVERYONE) own[who] = (await uploaded(world, who, { title: `Added by ${who}`, circleId })).id;
  const untag = (memoryId: string) => async () => void (await em().execute('delete from photo_tags where memory_id = ?', [memoryId]));
  const tagsLeft = async (memoryId: string) => (await em().execute<{ member_id: string }[]>('select member_id from photo_tags where memory_id = ?', [memoryId])).map((r) => r.member_id).sort();

  const cases: Case[] = [];
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    const seen = tried.filter((p) => sees(who, p));
    cases.push({
      covers: 'Query.memory',
      who,
      object: 'a photo in which sela, mara, otto and hilda are tagged',
      expected: 'OK',
      attempt: () => gql(client, `query($id: ID!) { memory(id: $id) { ${MEMORY} } }`, { id: tagged.id }),
      inspect: (answer): Partial<Verdict> => {
        const memory = dataOf<{ taggedCount: number; photoTags: { member: Shown }[] }>(answer, 'memory');
        const shown = memory.photoTags.map((t) => t.member);
        const hidden = shown.filter((m) => !seen.some((p) => p.id === m.id));
        // Details shown where they must be withheld are leaks; details withheld where they may be
        // shown are another finding (see tagDetailsDiffer).
        const parts = [counted('tags', memory.photoTags.length, seen.length), counted('taggedCount', memory.taggedCount, seen.length), { leaks: withheldDetails(world, who, shown).leaks }];
        return {
          leaks: [...hidden.map((m) => `the tag of ${m.id}, whom the user does not see`), ...parts.flatMap((part) => part.leaks ?? [])],
          wrong: parts.flatMap((part) => part.wrong ?? []),
        };
      },
    });
    cases.push({
      covers: 'Mutation.updateMemory',
      who,
      object: "the user's own photo, untagging everyone, when Ada had tagged sela, mara, otto and hilda in it",
      expected: 'OK',
      changesTree: false,
      prepare: async () => {
        for (const p of tried) await must(ada.client, 'mutation($i: TagPhotoInput!) { tagPhoto(input: $i) { id } }', { i: { memoryId: own[who], memberId: p.id } });
        return {};
      },
      attempt: () => gql(client, 'mutation($id: ID!) { updateMemory(id: $id, input: { taggedMemberIds: [] }) { id taggedCount } }', { id: own[who] }),
      // Tags of people the user does not see are not theirs to remove: they stay.
      inspect: async () => {
        const left = await tagsLeft(own[who]);
        const expected = tried.filter((p) => !sees(who, p)).map((p) => p.id).sort();
        return JSON.stringify(left) === JSON.stringify(expected) ? {} : { wrong: [`tags left: ${left.join(', ') || 'none'} instead of ${expected.join(', ') || 'none'}`] };
      },
      cleanup: untag(own[who]),
    });

    for (const p of tried) {
      const on = describePerson(p);
      cases.push(
        {
          covers: 'Query.memories',
          who,
          object: `the memories in which ${on} is tagged`,
          expected: 'OK',
          attempt: () => gql(client, 'query($m: ID) { memories(memberId: $m, first: 20) { nodes { id title } } }', { m: p.id }),
          inspect: (answer): Partial<Verdict> => {
            const ids = dataOf<{ nodes: { id: string }[] }>(answer, 'memories').nodes.map((m) => m.id);
            const expected = sees(who, p) ? [tagged.id] : [];
            if (ids.length > expected.length) return { leaks: [`lists ${ids.length} memories by the tag of someone the user does not see`] };
            return ids.join() === expected.join() ? {} : { wrong: [`lists ${ids.join(', ') || 'nothing'} instead of ${expected.join(', ')}`] };
          },
        },
        { covers: 'Mutation.tagPhoto', who, object: on, expected: tagging(who, p), changesTree: false, attempt: () => gql(client, 'mutation($i: TagPhotoInput!) { tagPhoto(input: $i) { id member { id } } }', { i: { memoryId: blank.id, memberId: p.id } }), cleanup: untag(blank.id) },
        {
          covers: 'Mutation.movePhotoTag',
          who,
          object: `the tag of ${on}, added by Ada`,
          // Moved by whoever tagged, the uploader or the circle's owner (Ada); a tag of someone unseen is not there.
          expected: !sees(who, p) ? 'NOT_FOUND' : who === 'ada' ? 'OK' : 'FORBIDDEN',
          changesTree: false,
          attempt: () => gql(client, 'mutation($id: ID!) { movePhotoTag(id: $id, box: { x: 0.1, y: 0.1, width: 0.2, height: 0.2 }) { id box { x } } }', { id: tagOf[p.id] }),
          cleanup: async () => void (await em().execute('update photo_tags set box_x = null, box_y = null, box_width = null, box_height = null where id = ?', [tagOf[p.id]])),
        },
        {
          covers: 'Mutation.uploadMemory',
          who,
          object: `a photo tagging ${on}`,
          expected: tagging(who, p),
          changesTree: false,
          attempt: () => upload(world, who, { title: `Tagging ${p.key}`, circleId, taggedMemberIds: [p.id] }),
          cleanup: async (answer) => {
            const memory = answer.outcome === 'OK' ? dataOf<{ id: string }>(answer, 'uploadMemory') : null;
            if (memory) await must(ada.client, 'mutation($id: ID!) { deleteMemory(id: $id) }', { id: memory.id });
          },
        },
        {
          covers: 'Mutation.updateMemory',
          who,
          object: `the user's own photo, tagging ${on}`,
          expected: tagging(who, p),
          changesTree: false,
          attempt: () => gql(client, 'mutation($id: ID!, $t: [ID!]) { updateMemory(id: $id, input: { taggedMemberIds: $t }) { id taggedCount } }', { id: own[who], t: [p.id] }),
          cleanup: untag(own[who]),
        },
      );
    }
  }
  return cases;
}
