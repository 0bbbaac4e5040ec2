import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, INVITE_TO_TREE, shareTree, type Person } from '../../../../test/factories.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../../../test/media.ts';
import { codeOf, DELETE_MEMBER, MEMBER, must, REMOVE_RELATIONSHIP, RESPOND_TO_INVITATION, UPDATE_MEMBER } from '../../../../test/trees.ts';
import { factsOf } from '../../challenges/challenge-facts.ts';
import { personReferences } from './person-references.ts';

// Merging two people of a tree through GraphQL on the real database: the preview's figures are
// what the merge moves (relationships, photo tags, stories, achievements), an undo brings back the
// same ids, relationships and tags, a later change that touches what moved blocks the undo, and
// every bad request (two trees, one person twice, a viewer, someone outside a limited editor's
// branch, unknown ids, another tree's merge, a loop) is refused with nothing changed.

let app: TestApp;
let ada: Person; // owns the tree
let eddie: Person; // edits it
let vera: Person; // views it
let bob: Person; // edits Kim's branch only
let cleo: Person; // a stranger
let circleId: string;
const ids: Record<string, string> = {};

const PREVIEW = `query($k: ID!, $m: ID!) { peopleMergePreview(keepId: $k, mergeId: $m) {
  keep { id fullName } merged { id fullName } fields { field keep merged result source }
  relationships { relation person { id firstName } alreadyShared } moves { holding count } blocker } }`;
const MERGE = 'mutation($k: ID!, $m: ID!) { mergePeople(keepId: $k, mergeId: $m) { mergeId person { id firstName birth { value } birthPlace otherNames } } }';
const UNDO = 'mutation($id: ID!) { undoPeopleMerge(mergeId: $id) { mergeId person { id birth { value } birthPlace otherNames } restored { id firstName birth { value } birthPlace } } }';
const RELATIONS = 'query($id: ID!) { relationships(memberId: $id) { id kind fromId toId } }';

interface Preview {
  keep: { id: string; fullName: string };
  merged: { id: string; fullName: string };
  fields: { field: string; keep: string | null; merged: string | null; result: string | null; source: string }[];
  relationships: { relation: string; person: { id: string; firstName: string }; alreadyShared: boolean }[];
  moves: { holding: string; count: number }[];
  blocker: string | null;
}

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(text, params);
const preview = async (person: Person, keep: string, merged: string) => (await must<{ peopleMergePreview: Preview }>(person.client, PREVIEW, { k: keep, m: merged })).peopleMergePreview;
const merge = (person: Person, keep: string, merged: string) => person.client.gql<{ mergePeople: { mergeId: string; person: { id: string; birth: { value: string } | null; birthPlace: string | null; otherNames: string[] } } }>(MERGE, { k: keep, m: merged });
const undo = (person: Person, id: string) => person.client.gql<{ undoPeopleMerge: { mergeId: string; restored: { id: string; firstName: string; birth: { value: string } | null; birthPlace: string | null } } }>(UNDO, { id });
const edgesOf = async (memberId: string) => (await sql<{ id: string; from_id: string; to_id: string; kind: string }>(
  'select id, from_id, to_id, kind from family_relationships where from_id = ? or to_id = ? order by id', [memberId, memberId]));
const tagsOf = async (memberId: string) => (await sql<{ id: string; memory_id: string }>('select id, memory_id from photo_tags where member_id = ? order by id', [memberId]));
const countOf = async (table: string, column: string, memberId: string) => Number((await sql<{ n: number }>(`select count(*)::int as n from ${table} where ${column} = ?`, [memberId]))[0].n);
/** Everything the tests check a person holds, to compare before and after. */
const holdings = async (memberId: string) => ({
  edges: await edgesOf(memberId),
  tags: await tagsOf(memberId),
  stories: await countOf('story_tags', 'member_id', memberId),
  achievements: await countOf('family_achievements', 'member_id', memberId),
  exists: await countOf('family_members', 'id', memberId),
});
const peopleAdded = async (userId: string) => (await factsOf(app.orm.em.fork(), userId, [{ fact: 'person_added', dated: false }], new Date(0))).length;

async function tagged(person: Person, memberIds: string[], title: string) {
  const res = await uploadMemory(person, { title, circleId, taggedMemberIds: memberIds }, { bytes: await jpegPhoto(64, 48), name: `${title}.jpg`, type: 'image/jpeg' });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.uploadMemory.id;
}

/**
 * Ada's tree: her son Tom, and Tommy, the same son added again by Eddie with his birth and place,
 * Tommy's daughter Lily and partner Mia; Kim (Ada's daughter) heads the branch Bob edits.
 */
beforeAll(async () => {
  app = await startTestApp();
  ada = await buildUser(app, { name: 'Ada Merger' });
  [eddie, vera, bob, cleo] = await Promise.all(['Eddie Editor', 'Vera Viewer', 'Bob Branch', 'Cleo Stranger'].map((name) => buildUser(app, { name })));
  await shareTree(ada, eddie, 'editor');
  await shareTree(ada, vera, 'viewer');
  ids.tom = (await addMember(ada, 'Tom', 'child')).member.id;
  ids.tommy = (await addMember(eddie, 'Tommy', 'child', ada.selfMemberId, { birth: '3 FEB 1990', birthPlace: 'Leeds', bio: 'Plays the fiddle.' })).member.id;
  ids.lily = (await addMember(eddie, 'Lily', 'child', ids.tommy)).member.id;
  ids.mia = (await addMember(eddie, 'Mia', 'spouse', ids.tommy)).member.id;
  ids.kim = (await addMember(ada, 'Kim', 'child')).member.id;
  ids.kimKid = (await addMember(ada, 'Kit', 'child', ids.kim)).member.id;
  await shareTree(ada, bob, 'editor', { kind: 'descendants', rootId: ids.kim });
  circleId = await createCircle(ada, 'Merge family', []);
  ids.bothMemory = await tagged(ada, [ids.tom, ids.tommy], 'both');
  ids.tommyMemory = await tagged(ada, [ids.tommy], 'tommy');
  ids.story = (await must<{ createStory: { id: string } }>(ada.client, 'mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }', {
    i: { title: 'The fiddle', content: 'Tommy played at every wedding.', taggedMemberIds: [ids.tommy] },
  })).createStory.id;
  ids.achievement = (await must<{ recordAchievement: { id: string } }>(ada.client, 'mutation($i: RecordAchievementInput!) { recordAchievement(input: $i) { id } }', {
    i: { memberId: ids.tommy, achievementType: 'award', title: 'Fiddler of the year' },
  })).recordAchievement.id;
});
afterAll(() => app.close());

describe('the preview', () => {
  it('shows both people side by side, which values win, and counts exactly what the merge then moves', async () => {
    const p = await preview(ada, ids.tom, ids.tommy);
    expect(p.blocker).toBeNull();
    expect(p.fields).toEqual(expect.arrayContaining([
      { field: 'name', keep: 'Tom Family', merged: 'Tommy Family', result: 'Tom Family', source: 'keep' },
      { field: 'birth', keep: null, merged: '3 February 1990', result: '3 February 1990', source: 'merged' },
      { field: 'birthPlace', keep: null, merged: 'Leeds', result: 'Leeds', source: 'merged' },
      { field: 'otherNames', keep: null, merged: 'Tommy Family', result: 'Tommy Family', source: 'merged' },
    ]));
    const relations = p.relationships.map((r) => [r.relation, r.person.firstName, r.alreadyShared]).sort();
    expect(relations).toEqual([['child', 'Lily', false], ['parent', 'Ada', true], ['partner', 'Mia', false]]);
    expect(Object.fromEntries(p.moves.map((m) => [m.holding, m.count]))).toEqual({ photoTags: 2, stories: 1, achievements: 1 });

    const before = { tom: await holdings(ids.tom), tommy: await holdings(ids.tommy) };
    const res = await merge(ada, ids.tom, ids.tommy);
    expect(res.errors).toBeUndefined();
    ids.firstMerge = res.data!.mergePeople.mergeId;
    const after = await holdings(ids.tom);
    // Moved: the two edges not shared (Lily, Mia), one photo tag (the memory both were on keeps Tom's), the story, the achievement.
    expect(after.edges.length - before.tom.edges.length).toBe(p.relationships.filter((r) => !r.alreadyShared).length);
    expect(after.tags.length - before.tom.tags.length).toBe(1);
    expect(after.stories - before.tom.stories).toBe(1);
    expect(after.achievements - before.tom.achievements).toBe(1);
    expect(await holdings(ids.tommy)).toEqual({ edges: [], tags: [], stories: 0, achievements: 0, exists: 0 });
    expect(before.tommy.tags).toHaveLength(2);
  });

  it('gives the kept person the union: their own values, the blanks filled, the other name kept', async () => {
    const tom = (await must<{ familyMember: { birth: { value: string }; birthPlace: string; bio: string; otherNames: string[] } }>(ada.client, 'query($id: ID!) { familyMember(id: $id) { birth { value } birthPlace bio otherNames } }', { id: ids.tom })).familyMember;
    expect(tom).toEqual({ birth: { value: '3 FEB 1990' }, birthPlace: 'Leeds', bio: 'Plays the fiddle.', otherNames: ['Tommy Family'] });
    expect(codeOf(await ada.client.gql(MEMBER, { id: ids.tommy }))).toBe('NOT_FOUND');
    const relations = (await must<{ relationships: { fromId: string; toId: string; kind: string }[] }>(ada.client, RELATIONS, { id: ids.tom })).relationships;
    expect(relations).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'parent', fromId: ids.tom, toId: ids.lily }),
      expect.objectContaining({ kind: 'partner' }),
    ]));
    const story = (await must<{ story: { taggedMembers: { id: string }[] } }>(ada.client, 'query($id: ID!) { story(id: $id) { taggedMembers { id } } }', { id: ids.story })).story;
    expect(story.taggedMembers.map((m) => m.id)).toEqual([ids.tom]);
  });

  it('records "merged" in the activity record', async () => {
    const feed = (await must<{ recentActivity: { kind: string; summary: string; memberId: string }[] }>(ada.client, '{ recentActivity(first: 5) { kind summary memberId } }')).recentActivity;
    expect(feed[0]).toMatchObject({ kind: 'people_merged', memberId: ids.tom });
    expect(feed[0].summary).toMatch(/^You merged Tommy Family into Tom Family in /);
  });
});

describe('undo', () => {
  it('brings the merged person back with the same id, relationships, tags, story and achievement', async () => {
    const res = await undo(ada, ids.firstMerge);
    expect(res.errors).toBeUndefined();
    expect(res.data!.undoPeopleMerge.restored).toEqual({ id: ids.tommy, firstName: 'Tommy', birth: { value: '3 FEB 1990' }, birthPlace: 'Leeds' });
    const tommy = await holdings(ids.tommy);
    expect(tommy.exists).toBe(1);
    expect(tommy.tags.map((t) => t.memory_id).sort()).toEqual([ids.bothMemory, ids.tommyMemory].sort());
    expect(tommy.stories).toBe(1);
    expect(tommy.achievements).toBe(1);
    expect(tommy.edges.map((e) => e.kind).sort()).toEqual(['parent', 'parent', 'partner']);
    const tom = (await must<{ familyMember: { birth: unknown; birthPlace: unknown; bio: unknown; otherNames: string[] } }>(ada.client, 'query($id: ID!) { familyMember(id: $id) { birth { value } birthPlace bio otherNames } }', { id: ids.tom })).familyMember;
    expect(tom).toEqual({ birth: null, birthPlace: null, bio: null, otherNames: [] });
    expect((await holdings(ids.tom)).tags.map((t) => t.memory_id)).toEqual([ids.bothMemory]);
  });

  it('keeps the ids of everything it moved back (a merge and its undo leave the rows as they were)', async () => {
    const before = { tom: await holdings(ids.tom), tommy: await holdings(ids.tommy) };
    const res = await merge(ada, ids.tom, ids.tommy);
    const again = await undo(ada, res.data!.mergePeople.mergeId);
    expect(again.errors).toBeUndefined();
    expect({ tom: await holdings(ids.tom), tommy: await holdings(ids.tommy) }).toEqual(before);
    ids.undoneMerge = res.data!.mergePeople.mergeId;
  });

  it('is refused the second time, with nothing changed', async () => {
    const res = await undo(ada, ids.undoneMerge);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe('This merge was already undone.');
  });

  it('is refused after a later change to a moved relationship, saying what blocks it, and nothing changes', async () => {
    const sam = (await addMember(ada, 'Sam', 'child')).member.id;
    const samuel = (await addMember(ada, 'Samuel', 'child')).member.id;
    const sue = (await addMember(ada, 'Sue', 'child', samuel)).member.id;
    const merged = await merge(ada, sam, samuel);
    const sueEdge = (await edgesOf(sue)).find((e) => e.from_id === sam)!;
    await must(ada.client, REMOVE_RELATIONSHIP, { id: sueEdge.id });
    const before = await holdings(sam);
    const res = await undo(ada, merged.data!.mergePeople.mergeId);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe('A relationship the merge gave Sam Family was changed or removed since, so the merge cannot be undone.');
    expect(await holdings(sam)).toEqual(before);
    expect(await countOf('family_members', 'id', samuel)).toBe(0);
  });

  it('is refused once the kept person was removed, and when the kept person\'s filled-in details were changed', async () => {
    const dup = (await addMember(ada, 'Dupe', 'child', undefined, { birth: '1992' })).member.id;
    const other = (await addMember(ada, 'Dupe2', 'child', undefined)).member.id;
    const first = await merge(ada, other, dup);
    await must(ada.client, UPDATE_MEMBER, { id: other, input: { birth: '1993' } });
    const changed = await undo(ada, first.data!.mergePeople.mergeId);
    expect(codeOf(changed)).toBe('BAD_USER_INPUT');
    expect(changed.errors![0].message).toBe('Details of Dupe2 Family that the merge filled in from Dupe Family were changed since, so the merge cannot be undone.');
    await must(ada.client, DELETE_MEMBER, { id: other });
    const gone = await undo(ada, first.data!.mergePeople.mergeId);
    expect(codeOf(gone)).toBe('BAD_USER_INPUT');
    expect(gone.errors![0].message).toBe('Dupe2 Family was removed from the tree after the merge, so Dupe Family cannot be brought back this way.');
    expect(await countOf('family_members', 'id', dup)).toBe(0);
  });
});

describe('bad requests', () => {
  let tommyHoldings: Awaited<ReturnType<typeof holdings>>;
  beforeAll(async () => {
    tommyHoldings = await holdings(ids.tommy);
  });
  afterAll(async () => {
    // Nothing of Tommy's moved through any refused request.
    expect(await holdings(ids.tommy)).toEqual(tommyHoldings);
  });

  it('refuses a person with themselves, and unknown ids', async () => {
    const self = await merge(ada, ids.lily, ids.lily);
    expect(codeOf(self)).toBe('BAD_USER_INPUT');
    expect(self.errors![0].message).toBe('A person cannot be merged with themselves: choose two different people.');
    // The same id in capitals is the same person.
    expect(codeOf(await merge(ada, ids.lily, ids.lily.toUpperCase()))).toBe('BAD_USER_INPUT');
    expect(codeOf(await merge(ada, ids.tom, '00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
    expect(codeOf(await merge(ada, 'nope', ids.tommy))).toBe('NOT_FOUND');
    expect(codeOf(await ada.client.gql(PREVIEW, { k: ids.tom, m: 'nope' }))).toBe('NOT_FOUND');
    expect(codeOf(await undo(ada, '00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
    expect(codeOf(await undo(ada, 'nope'))).toBe('NOT_FOUND');
  });

  it('refuses people of two trees, even to an editor of both', async () => {
    const invited = await must<{ inviteToTree: { id: string } }>(eddie.client, INVITE_TO_TREE, { i: { treeId: eddie.treeId, userId: ada.id, role: 'editor' } });
    await must(ada.client, RESPOND_TO_INVITATION, { id: invited.inviteToTree.id, accept: true });
    const eddiesOwn = (await addMember(eddie, 'Tomas', 'child')).member.id;
    const res = await merge(ada, ids.tom, eddiesOwn);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe('Only two people of the same family tree can be merged.');
  });

  it('refuses a viewer, a stranger, and a limited editor outside their branch', async () => {
    const viewer = await merge(vera, ids.tom, ids.tommy);
    expect(codeOf(viewer)).toBe('FORBIDDEN');
    expect(codeOf(await vera.client.gql(PREVIEW, { k: ids.tom, m: ids.tommy }))).toBe('FORBIDDEN');
    expect(codeOf(await merge(cleo, ids.tom, ids.tommy))).toBe('NOT_FOUND');
    expect(codeOf(await cleo.client.gql(PREVIEW, { k: ids.tom, m: ids.tommy }))).toBe('NOT_FOUND');
    expect(codeOf(await merge(bob, ids.kimKid, ids.tommy))).toBe('NOT_FOUND');
    expect(codeOf(await merge(bob, ids.tom, ids.tommy))).toBe('NOT_FOUND');
  });

  it('refuses the person who stands for a user through their profile as the one merged away', async () => {
    const res = await merge(ada, ids.tom, ada.selfMemberId);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.errors![0].message).toContain('Ada Merger stands for a registered user through their profile');
  });

  it('refuses a merge that would make someone their own parent, partner or ancestor, and says why in the preview', async () => {
    const parent = await merge(ada, ids.lily, ids.tommy);
    expect(codeOf(parent)).toBe('BAD_USER_INPUT');
    expect(parent.errors![0].message).toBe("Lily Family and Tommy Family are recorded as each other's parent and child: merging them would make one person their own parent and child.");
    expect(codeOf(await merge(ada, ids.mia, ids.tommy))).toBe('BAD_USER_INPUT');
    const loop = await merge(ada, ids.kimKid, ids.kim);
    expect(codeOf(loop)).toBe('BAD_USER_INPUT');
    const grand = (await addMember(ada, 'Granny', 'parent', ids.tommy)).member.id;
    const cycle = await merge(ada, ids.lily, grand);
    expect(codeOf(cycle)).toBe('BAD_USER_INPUT');
    expect(cycle.errors![0].message).toBe('One of Lily Family and Granny Family is an ancestor of the other: merging them would make someone their own ancestor.');
    expect((await preview(ada, ids.lily, grand)).blocker).toBe(cycle.errors![0].message);
    await must(ada.client, DELETE_MEMBER, { id: grand });
  });

  it("refuses another tree's merge id as not found, and a viewer's undo", async () => {
    const res = await merge(ada, ids.tom, ids.tommy);
    const mergeId = res.data!.mergePeople.mergeId;
    expect(codeOf(await undo(cleo, mergeId))).toBe('NOT_FOUND');
    expect(codeOf(await undo(vera, mergeId))).toBe('FORBIDDEN');
    expect(await countOf('family_members', 'id', ids.tommy)).toBe(0);
    expect((await undo(ada, mergeId)).errors).toBeUndefined();
  });
});

describe('challenges', () => {
  it('counts a person someone added once, merged or not: a merge awards nobody and takes nobody\'s credit, nor does its undo', async () => {
    const before = { ada: await peopleAdded(ada.id), eddie: await peopleAdded(eddie.id) };
    const res = await merge(ada, ids.tom, ids.tommy);
    // Tommy was Eddie's: he keeps the credit for adding him; Ada gains nothing.
    expect({ ada: await peopleAdded(ada.id), eddie: await peopleAdded(eddie.id) }).toEqual(before);
    await undo(ada, res.data!.mergePeople.mergeId);
    expect({ ada: await peopleAdded(ada.id), eddie: await peopleAdded(eddie.id) }).toEqual(before);
    // Two records of one person that Ada added both count once after a merge.
    const one = (await addMember(ada, 'Twin', 'child', ids.kim)).member.id;
    const two = (await addMember(ada, 'Twinn', 'child', ids.kim)).member.id;
    const added = await peopleAdded(ada.id);
    const both = await merge(ada, one, two);
    expect(await peopleAdded(ada.id)).toBe(added - 1);
    await undo(ada, both.data!.mergePeople.mergeId);
    expect(await peopleAdded(ada.id)).toBe(added);
  });
});

describe('what other modules hold about a person', () => {
  it('is moved for every table whose column names a person (the family module moves its own)', async () => {
    const named = await sql<{ name: string }>(`select cl.relname || '.' || a.attname as name from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'family_members'::regclass order by 1`);
    const family = ['branch_members.member_id', 'family_relationships.from_id', 'family_relationships.to_id'];
    const moved = personReferences().flatMap((r) => r.columns.map((c) => `${r.table}.${c}`));
    expect(named.map((r) => r.name).filter((name) => !family.includes(name) && !moved.includes(name))).toEqual([]);
    expect(moved).toEqual(expect.arrayContaining(['photo_tags.member_id', 'story_tags.member_id', 'family_achievements.member_id', 'dna_profiles.person_id', 'tree_access.branch_root_id']));
  });

  it("moves a relative's branch with its root person to the kept one, and back with the undo", async () => {
    const kimberly = (await addMember(ada, 'Kimberly', 'child')).member.id;
    const bobsRoot = async () => (await sql<{ root: string }>('select branch_root_id as root from tree_access where user_id = ? and tree_id = ?', [bob.id, ada.treeId]))[0].root;
    const bobSeesKit = async () => (await bob.client.gql<{ familyMember: { id: string } | null }>('query($id: ID!) { familyMember(id: $id) { id } }', { id: ids.kimKid })).data?.familyMember?.id === ids.kimKid;
    expect(await bobSeesKit()).toBe(true);
    const preview = await must<{ peopleMergePreview: Preview }>(ada.client, PREVIEW, { k: kimberly, m: ids.kim });
    expect(preview.peopleMergePreview.moves).toContainEqual({ holding: 'branchLimits', count: 1 });
    // Kim, the root of Bob's branch, merged into Kimberly: Bob's branch is Kimberly's now, her child Kit in it.
    const merged = await merge(ada, kimberly, ids.kim);
    expect(merged.errors).toBeUndefined();
    expect(await bobsRoot()).toBe(kimberly);
    expect(await bobSeesKit()).toBe(true);
    await must(ada.client, UNDO, { id: merged.data!.mergePeople.mergeId });
    expect(await bobsRoot()).toBe(ids.kim);
    expect(await bobSeesKit()).toBe(true);
  });
});
