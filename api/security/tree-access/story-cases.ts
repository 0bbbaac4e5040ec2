import { must } from '../../test/trees.ts';
import { dataOf, gql, rest, type Answer, type Case, type Expected, type Verdict } from './judge.ts';
import { taggedPhoto } from './memory-cases.ts';
import { withheldDetails } from './read-cases.ts';
import { describePerson, EVERYONE, sees, TRIED_PEOPLE, type TreePerson, type Who, type World } from './world.ts';

// Stories about people of the tree. Ada's public story tags the tried people and carries the photo
// in which they are tagged: all the users read it (they are Ada's connections), each seeing only the
// people they see in the tree, with the details they may read. Cleo's public stories are read
// through the tree by whoever sees the person they tag: her story about Otto is not Ben's to find,
// nor is either Dan's. Nobody tags a person they do not see, in a new story or their own.

type Shown = Parameters<typeof withheldDetails>[2][number];
const PERSON = 'id firstName lastName dateOfBirth birth { value } birthPlace bio profilePictureUrl detailsHidden isLiving';
const STORY = `id title isPublic author { id } taggedMembers { ${PERSON} } attachments { id photoTags { id member { ${PERSON} } } }`;
/** Lists cost their selection once per item asked for: without the photos, which Query.story judges. */
const LISTED = `id title taggedMembers { ${PERSON} } attachments { id }`;
type StoryShown = { id: string; taggedMembers: Shown[]; attachments: { photoTags: { member: Shown }[] }[] };

/** Tagging: whoever sees the person; a person they do not see is a bad input, as one that does not exist. */
const tagging = (who: Who, p: TreePerson): Expected => (sees(who, p) ? 'OK' : 'REFUSED');

/**
 * The people a story shows the user, against those it tags whom they see: more is a leak, fewer is
 * wrong; and the details shown of them (the earlier REST client's stories name people without any).
 */
function peopleShown(world: World, who: Who, tagged: TreePerson[], shown: Shown[], withDetails = true): Partial<Verdict> {
  const expected = tagged.filter((p) => sees(who, p)).map((p) => p.id).sort();
  const ids = shown.map((m) => m.id).sort();
  const extra = ids.filter((id) => !expected.includes(id));
  const missing = expected.filter((id) => !ids.includes(id));
  const details = withDetails ? withheldDetails(world, who, shown) : {};
  return { leaks: [...extra.map((id) => `shows ${id}, whom the user does not see`), ...(details.leaks ?? [])], wrong: [...missing.map((id) => `leaves out ${id}`), ...(details.wrong ?? [])] };
}

/** The title of Cleo's story about Otto, which search must not show Ben either. */
export const storyAboutOtto = (world: World) => `Cleo's story of otto ${world.tag}`;

const merge = (...parts: Partial<Verdict>[]): Partial<Verdict> => ({ leaks: parts.flatMap((p) => p.leaks ?? []), wrong: parts.flatMap((p) => p.wrong ?? []) });

export async function storyCases(world: World): Promise<Case[]> {
  const { ada, cleo } = world.users;
  const em = () => world.app.orm.em.fork();
  const tried = TRIED_PEOPLE.map((key) => world.people[key]);
  const create = async (client: typeof ada.client, input: Record<string, unknown>) =>
    (await must<{ createStory: { id: string } }>(client, 'mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }', { i: { content: `Told ${world.tag}`, ...input } })).createStory.id;
  const stories = [
    { title: `Ada's story ${world.tag}`, tagged: tried, id: await create(ada.client, { title: `Ada's story ${world.tag}`, taggedMemberIds: tried.map((p) => p.id), memoryIds: [taggedPhoto.id] }) },
    { title: storyAboutOtto(world), tagged: [world.people.otto], id: await create(cleo.client, { title: storyAboutOtto(world), taggedMemberIds: [world.people.otto.id] }) },
    { title: `Cleo's story of sela ${world.tag}`, tagged: [world.people.sela], id: await create(cleo.client, { title: `Cleo's story of sela ${world.tag}`, taggedMemberIds: [world.people.sela.id] }) },
  ];
  /** Who reads a story: Ada's everyone; Cleo's Ada (her connection) and whoever sees the person it tags. */
  const reads = (who: Who, story: (typeof stories)[number]) => story.id === stories[0].id || who === 'ada' || (who !== 'dan' && story.tagged.every((p) => sees(who, p)));
  const own = {} as Record<Who, string>;
  for (const who of EVERYONE) own[who] = await create(world.users[who].client, { title: `Kept by ${who}`, isPublic: false });
  const drop = (storyId: string) => em().execute('delete from family_stories where id = ?', [storyId]);
  const untag = (storyId: string) => async () => void (await em().execute('delete from story_tags where story_id = ?', [storyId]));

  /** The listed stories the user may read, and the people each shows them. */
  const listed = (who: Who, shown: StoryShown[], withDetails = true): Partial<Verdict> => {
    const parts = stories.map((story) => {
      const found = shown.find((s) => s.id === story.id);
      if (!found) return reads(who, story) ? { wrong: [`leaves out ${story.title}`] } : {};
      if (!reads(who, story)) return { leaks: [`lists ${story.title}, which the user may not read`] };
      return peopleShown(world, who, story.tagged, found.taggedMembers, withDetails);
    });
    return merge(...parts);
  };

  const cases: Case[] = [];
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    for (const story of stories) {
      cases.push({
        covers: 'Query.story',
        who,
        object: story.title,
        expected: reads(who, story) ? 'OK' : 'NOT_FOUND',
        attempt: () => gql(client, `query($id: ID!) { story(id: $id) { ${STORY} } }`, { id: story.id }),
        inspect: (answer) => {
          if (answer.outcome !== 'OK') return {};
          const shown = dataOf<StoryShown>(answer, 'story');
          const inPhoto = shown.attachments.flatMap((m) => m.photoTags.map((t) => t.member));
          return merge(peopleShown(world, who, story.tagged, shown.taggedMembers), story.id === stories[0].id ? peopleShown(world, who, tried, inPhoto) : {});
        },
      });
    }
    cases.push(
      { covers: 'Query.stories', who, object: "the stories of Ada and Cleo about the tree's people", expected: 'OK', attempt: () => gql(client, `{ stories(first: 20) { nodes { ${LISTED} } } }`), inspect: (answer) => (answer.outcome === 'OK' ? listed(who, dataOf<{ nodes: StoryShown[] }>(answer, 'stories').nodes) : {}) },
      {
        covers: 'GET /api/stories',
        who,
        object: "the stories of Ada and Cleo about the tree's people",
        expected: 'OK',
        attempt: () => rest(client, 'GET', '/api/stories'),
        inspect: (answer) => (answer.outcome === 'OK' ? listed(who, answer.json as StoryShown[], false) : {}),
      },
    );
    for (const p of [...tried, world.people.theo]) {
      const on = describePerson(p);
      const made = (answer: Answer, field: string) => (answer.outcome === 'OK' ? (field ? dataOf<{ id: string }>(answer, field)?.id : (answer.json as { id?: string } | null)?.id) : undefined);
      cases.push(
        {
          covers: 'Mutation.createStory',
          who,
          object: `a story tagging ${on}`,
          expected: tagging(who, p),
          changesTree: false,
          attempt: () => gql(client, `mutation($i: CreateStoryInput!) { createStory(input: $i) { ${STORY} } }`, { i: { title: `About ${p.key}`, content: 'Told', isPublic: false, taggedMemberIds: [p.id] } }),
          inspect: (answer) => (answer.outcome === 'OK' ? peopleShown(world, who, [p], dataOf<StoryShown>(answer, 'createStory').taggedMembers) : {}),
          cleanup: async (answer) => void (made(answer, 'createStory') && (await drop(made(answer, 'createStory')!))),
        },
        {
          covers: 'POST /api/stories',
          who,
          object: `a story tagging ${on}`,
          expected: tagging(who, p),
          changesTree: false,
          attempt: () => rest(client, 'POST', '/api/stories', { title: `About ${p.key}`, content: 'Told', is_public: false, taggedMembers: [p.id] }),
          cleanup: async (answer) => void (made(answer, '') && (await drop(made(answer, '')!))),
        },
        {
          covers: 'Mutation.updateStory',
          who,
          object: `the user's own story, tagging ${on}`,
          expected: tagging(who, p),
          changesTree: false,
          attempt: () => gql(client, `mutation($id: ID!, $t: [ID!]) { updateStory(id: $id, input: { taggedMemberIds: $t }) { ${STORY} } }`, { id: own[who], t: [p.id] }),
          inspect: (answer) => (answer.outcome === 'OK' ? peopleShown(world, who, [p], dataOf<StoryShown>(answer, 'updateStory').taggedMembers) : {}),
          cleanup: untag(own[who]),
        },
      );
    }
  }
  return cases;
}
