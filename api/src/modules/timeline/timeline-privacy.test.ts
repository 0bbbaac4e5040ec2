import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, connect, shareTree, type Person } from '../../../test/factories.ts';
import { createCircle } from '../../../test/media.ts';
import { ADD_RELATIONSHIP, must } from '../../../test/trees.ts';
import { eventRow, memoryRow, storyRow, tagMemory, voiceMessageRow } from './test/timeline-rows.ts';

let app: TestApp;
let ada: Person;
let vera: Person;
let eddie: Person;
let bob: Person;
let ben: Person;
let cleo: Person;
const ids: Record<string, string> = {};

const TIMELINE = `query($filter: TimelineFilter, $first: Int) { timeline(filter: $filter, first: $first) {
  nodes { id type title photoCount photos { memoryId } involvedMembers { id name } } } }`;
interface Entry { id: string; type: string; title: string; photoCount: number; photos: { memoryId: string }[]; involvedMembers: { id: string; name: string }[] }

const entries = (person: Person, filter = 'all') => must<{ timeline: { nodes: Entry[] } }>(person.client, TIMELINE, { filter, first: 200 }).then((d) => d.timeline.nodes);
const titles = async (person: Person, filter = 'all') => (await entries(person, filter)).map((e) => e.title).sort();
const years = (person: Person, filter: string) => must<{ timelineYears: { year: number; count: number }[] }>(person.client, 'query($f: TimelineFilter) { timelineYears(filter: $f) { year count } }', { f: filter }).then((d) => d.timelineYears);

const year = new Date().getUTCFullYear();
const born = (yearsAgo: number) => `${year - yearsAgo}-03-04`;

/**
 * Ada's tree: she (born 60 years ago), her daughter Chioma (40) married to Emeka (25) in 2015 — all
 * living; her mother Grace (marked deceased, born 1930) married to Gramps (1928–1999) in 1950, and
 * Grace's mother Elder, born more than 110 years ago. Vera views the tree (living details hidden),
 * Eddie edits it, Bob edits Chioma's branch only. Ben shares Ada's circle; Cleo knows nobody.
 */
beforeAll(async () => {
  app = await startTestApp();
  ada = await buildUser(app, { name: 'Ada Nwosu', dateOfBirth: born(60) });
  ids.chioma = (await addMember(ada, 'Chioma', 'child', undefined, { dateOfBirth: born(40) })).member.id;
  ids.emeka = (await addMember(ada, 'Emeka', 'other', undefined, { dateOfBirth: born(25) })).member.id;
  await must(ada.client, ADD_RELATIONSHIP, { input: { fromId: ids.emeka, toId: ids.chioma, type: 'spouse', startDate: '2015-06-01' } });
  ids.grace = (await addMember(ada, 'Grace', 'parent', undefined, { isAlive: false, dateOfBirth: '1930-01-01' })).member.id;
  ids.gramps = (await addMember(ada, 'Gramps', 'other', undefined, { dateOfBirth: '1928-02-02', dateOfDeath: '1999-09-09' })).member.id;
  await must(ada.client, ADD_RELATIONSHIP, { input: { fromId: ids.gramps, toId: ids.grace, type: 'spouse', startDate: '1950-01-01' } });
  ids.elder = (await addMember(ada, 'Elder', 'parent', ids.grace, { dateOfBirth: born(111) })).member.id;
  [vera, eddie, bob, ben, cleo] = await Promise.all(['Vera Eze', 'Eddie Editor', 'Bob Branch', 'Ben Circle', 'Cleo Stranger'].map((name) => buildUser(app, { name })));
  await shareTree(ada, vera, 'viewer');
  await shareTree(ada, eddie, 'editor');
  await shareTree(ada, bob, 'editor', { kind: 'descendants', rootId: ids.chioma });
  await connect(ada, ben);
  const circleId = await createCircle(ada, 'Close family', [ben]);
  ids.beach = await memoryRow(app, { circleId, uploaderId: ada.id, title: 'Beach day', eventDate: '2018-07-07' });
  await tagMemory(app, ids.beach, [ids.chioma]);
  ids.circleStory = await storyRow(app, { authorId: ada.id, title: 'Circle story', type: 'memory', eventDate: '2019-01-01', circleId });
  ids.publicStory = await storyRow(app, { authorId: ada.id, title: 'Public story', type: 'milestone', eventDate: '2019-02-02', memberIds: [ids.grace], memoryIds: [ids.beach] });
  ids.ownStory = await storyRow(app, { authorId: ada.id, title: 'Own story', type: 'achievement', eventDate: '2019-03-03', isPublic: false });
  ids.privateEvent = await eventRow(app, { organizerId: ada.id, title: 'Private dinner', type: 'gathering', startsAt: '2020-01-01T18:00:00Z', isPrivate: true, inviteeIds: [ben.id] });
  ids.openEvent = await eventRow(app, { organizerId: ada.id, title: 'Open reunion', type: 'reunion', startsAt: '2021-01-01T12:00:00Z' });
});
afterAll(() => app.close());

const ALL_BIRTHS = ['Ada Nwosu was born', 'Chioma Family was born', 'Elder Family was born', 'Emeka Family was born', 'Grace Family was born', 'Gramps Family was born'];
const NOT_LIVING_BIRTHS = ['Elder Family was born', 'Grace Family was born', 'Gramps Family was born'];

describe('living people on the timeline', () => {
  it('are born, and marry, only for those who see their details', async () => {
    expect(await titles(ada, 'births')).toEqual(ALL_BIRTHS);
    expect(await titles(eddie, 'births')).toEqual(ALL_BIRTHS);
    expect(await titles(vera, 'births')).toEqual(NOT_LIVING_BIRTHS);
    expect((await years(vera, 'births')).reduce((sum, y) => sum + y.count, 0)).toBe(3);
    expect((await entries(eddie, 'marriages')).length).toBe(2);
    const marriages = await entries(vera, 'marriages');
    expect(marriages.map((m) => m.involvedMembers.map((p) => p.id).sort())).toEqual([[ids.grace, ids.gramps].sort()]);
    // A death is never a living person's.
    expect((await entries(vera)).filter((e) => e.type === 'death').map((e) => e.title)).toEqual(['Gramps Family died']);
  });

  it('show once the owner shows living people’s details to viewers', async () => {
    await must(ada.client, 'mutation($id: ID!) { updateTree(id: $id, input: { showLivingDetails: true }) { id } }', { id: ada.treeId });
    try {
      expect(await titles(vera, 'births')).toEqual(ALL_BIRTHS);
      expect((await entries(vera, 'marriages')).length).toBe(2);
    } finally {
      await must(ada.client, 'mutation($id: ID!) { updateTree(id: $id, input: { showLivingDetails: false }) { id } }', { id: ada.treeId });
    }
  });
});

describe('who sees what', () => {
  it('keeps a branch-limited user to their branch', async () => {
    expect(await titles(bob, 'births')).toEqual(['Chioma Family was born', 'Emeka Family was born']);
    expect((await entries(bob, 'marriages')).map((m) => m.involvedMembers.map((p) => p.id).sort())).toEqual([[ids.chioma, ids.emeka].sort()]);
    expect((await entries(bob)).some((e) => e.type === 'death')).toBe(false);
  });

  it('shows memories to the members of their circle only, naming only people the viewer sees', async () => {
    const seen = (await entries(ben)).find((e) => e.id === `memory:${ids.beach}`);
    expect(seen).toMatchObject({ title: 'Beach day', involvedMembers: [] });
    expect((await entries(ada)).find((e) => e.id === `memory:${ids.beach}`)!.involvedMembers).toEqual([{ id: ids.chioma, name: 'Chioma Family' }]);
    for (const outsider of [vera, cleo]) expect((await entries(outsider)).some((e) => e.id === `memory:${ids.beach}`)).toBe(false);
  });

  it('shows stories as their rules say, with only the photos the viewer may see', async () => {
    const stories = async (person: Person) => (await entries(person)).filter((e) => e.id.startsWith('story:')).map((e) => e.title).sort();
    expect(await stories(ada)).toEqual(['Circle story', 'Own story', 'Public story']);
    expect(await stories(ben)).toEqual(['Circle story', 'Public story']);
    expect(await stories(vera)).toEqual(['Public story']);
    expect(await stories(cleo)).toEqual([]);
    const story = (person: Person) => entries(person).then((list) => list.find((e) => e.id === `story:${ids.publicStory}`)!);
    expect(await story(ben)).toMatchObject({ photoCount: 1, photos: [{ memoryId: ids.beach }] });
    expect(await story(vera)).toMatchObject({ photoCount: 0, photos: [], involvedMembers: [{ id: ids.grace, name: 'Grace Family' }] });
  });

  it('shows family events to their invitees, and open ones to the organizer’s connections', async () => {
    const events = async (person: Person) => (await entries(person)).filter((e) => e.id.startsWith('event:')).map((e) => e.title).sort();
    expect(await events(ada)).toEqual(['Open reunion', 'Private dinner']);
    expect(await events(ben)).toEqual(['Open reunion', 'Private dinner']);
    expect(await events(vera)).toEqual(['Open reunion']);
    expect(await events(cleo)).toEqual([]);
  });

  it('shows a stranger nothing of another family', async () => {
    expect(await entries(cleo)).toEqual([]);
    expect(await years(cleo, 'all')).toEqual([]);
    const res = await cleo.client.fetch('/api/timeline');
    expect(await res.json()).toEqual([]);
  });
});

describe('achievements on the timeline', () => {
  const RECORD = 'mutation($i: RecordAchievementInput!) { recordAchievement(input: $i) { id } }';
  const achievements = async (person: Person) => (await entries(person, 'achievements')).filter((e) => e.id.startsWith('achievement:')).map((e) => e.title).sort();
  beforeAll(async () => {
    await must(ada.client, RECORD, { i: { memberId: ids.chioma, achievementType: 'career', title: 'Chioma opened her clinic', date: '2016' } });
    await must(eddie.client, RECORD, { i: { memberId: ids.grace, achievementType: 'award', title: 'Grace’s nursing medal', date: 'abt 1960' } });
  });

  it('are shown as their person’s details are: to whoever sees the person, a living one’s not to a viewer', async () => {
    expect(await achievements(ada)).toEqual(['Chioma opened her clinic', 'Grace’s nursing medal']);
    expect(await achievements(eddie)).toEqual(['Chioma opened her clinic', 'Grace’s nursing medal']);
    expect(await achievements(vera)).toEqual(['Grace’s nursing medal']);
    expect(await achievements(bob)).toEqual(['Chioma opened her clinic']);
    expect(await achievements(ben)).toEqual([]);
    expect(await achievements(cleo)).toEqual([]);
    expect((await years(vera, 'achievements')).reduce((sum, y) => sum + y.count, 0)).toBe(1);
    // The Achievements filter still holds stories of that type.
    expect((await entries(ada, 'achievements')).map((e) => e.title)).toContain('Own story');
  });

  it('show a living person’s to viewers once the owner shows living people’s details', async () => {
    await must(ada.client, 'mutation($id: ID!) { updateTree(id: $id, input: { showLivingDetails: true }) { id } }', { id: ada.treeId });
    try {
      expect(await achievements(vera)).toEqual(['Chioma opened her clinic', 'Grace’s nursing medal']);
    } finally {
      await must(ada.client, 'mutation($id: ID!) { updateTree(id: $id, input: { showLivingDetails: false }) { id } }', { id: ada.treeId });
    }
  });
});

describe('voice stories on the timeline', () => {
  const voices = async (person: Person, filter = 'all') => (await entries(person, filter)).filter((e) => e.id.startsWith('voice:')).map((e) => e.title).sort();
  beforeAll(async () => {
    ids.voiceStory = await voiceMessageRow(app, { senderId: ada.id, title: 'How we met', description: 'Grandma tells it.', recipientIds: [ben.id, bob.id], sentAt: '2022-05-05T10:00:00Z' });
    ids.voiceMessage = await voiceMessageRow(app, { senderId: ada.id, title: 'Call me back', recipientIds: [ben.id], sentAt: '2022-05-06T10:00:00Z', isStory: false });
  });

  it('are shown to their sender and recipients only, on the day they were sent, opening the voice messages page', async () => {
    expect(await voices(ada)).toEqual(['How we met']);
    expect(await voices(ben)).toEqual(['How we met']);
    expect(await voices(bob, 'memories')).toEqual(['How we met']);
    // A relative who reads the tree but was not sent it, a viewer, and a stranger: nothing.
    expect(await voices(eddie)).toEqual([]);
    expect(await voices(vera)).toEqual([]);
    expect(await voices(cleo)).toEqual([]);
    expect(await entries(cleo)).toEqual([]);
    const page = await must<{ timeline: { nodes: { id: string; date: string; type: string; description: string | null; link: string }[] } }>(ben.client,
      'query { timeline(first: 200) { nodes { id date type description link } } }');
    expect(page.timeline.nodes.find((e) => e.id === `voice:${ids.voiceStory}`)).toEqual({ id: `voice:${ids.voiceStory}`, date: '2022-05-05', type: 'memory', description: 'Grandma tells it.', link: '/voice-messages' });
    expect((await years(ben, 'memories')).find((y) => y.year === 2022)?.count).toBe(1);
    expect(await years(eddie, 'memories')).toEqual([]);
  });

  it('leaves the timeline when its sender no longer shares it as a story', async () => {
    await app.orm.em.fork().execute('update voice_messages set is_story = false where id = ?', [ids.voiceStory]);
    try {
      expect(await voices(ben)).toEqual([]);
    } finally {
      await app.orm.em.fork().execute('update voice_messages set is_story = true where id = ?', [ids.voiceStory]);
    }
  });
});
