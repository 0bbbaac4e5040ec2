import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { addMember, buildUser, connect, type Person } from '../../../test/factories.ts';
import { createCircle } from '../../../test/media.ts';
import { ADD_RELATIONSHIP, codeOf, must } from '../../../test/trees.ts';
import { eventRow, memoryRow, storyRow, tagMemory } from './test/timeline-rows.ts';

let app: TestApp;
let ada: Person;
const ids: Record<string, string> = {};

const TIMELINE = `query($filter: TimelineFilter, $after: String, $fromYear: Int, $first: Int) {
  timeline(filter: $filter, after: $after, fromYear: $fromYear, first: $first) {
    nodes { id date dateText type title description photos { memoryId thumbnailUrl title } photoCount involvedMembers { id treeId name } link }
    endCursor hasMore } }`;
const YEARS = 'query($filter: TimelineFilter) { timelineYears(filter: $filter) { year count } }';

interface Entry { id: string; date: string; dateText: string; type: string; title: string; description: string | null; photos: { memoryId: string; thumbnailUrl: string | null; title: string }[]; photoCount: number; involvedMembers: { id: string; treeId: string; name: string }[]; link: string }
interface Page { timeline: { nodes: Entry[]; endCursor: string | null; hasMore: boolean } }

const timeline = (person: Person, vars: Record<string, unknown> = {}) => must<Page>(person.client, TIMELINE, { first: 200, ...vars }).then((d) => d.timeline);

/**
 * Ada's family: Walter (born about 1850 in London, died 1920) married Mary (born 1855, deceased) in
 * 1875; Ada herself born 1980. A dated photo of Walter in her circle, her stories of every type
 * (one with five photos, one without a date written in 2020) and her family events (one cancelled).
 */
beforeAll(async () => {
  app = await startTestApp();
  ada = await buildUser(app, { name: 'Ada Timeline', dateOfBirth: '1980-04-04' });
  const ben = await buildUser(app, { name: 'Ben Timeline' });
  await connect(ada, ben);
  ids.walter = (await addMember(ada, 'Walter', 'parent', undefined, { birth: 'ABT 1850', birthPlace: 'London', death: '12 MAR 1920' })).member.id;
  ids.mary = (await addMember(ada, 'Mary', 'parent', undefined, { dateOfBirth: '1855-05-05', isAlive: false })).member.id;
  await must(ada.client, ADD_RELATIONSHIP, { input: { fromId: ids.walter, toId: ids.mary, type: 'spouse', startDate: '1875-06-01' } });
  const circleId = await createCircle(ada, 'Timeline family', [ben]);
  ids.picnic = await memoryRow(app, { circleId, uploaderId: ada.id, title: 'Picnic', eventDate: '1990-06-01' });
  await tagMemory(app, ids.picnic, [ids.walter]);
  await memoryRow(app, { circleId, uploaderId: ada.id, title: 'Undated' });
  const album = [];
  for (let i = 0; i < 5; i++) album.push(await memoryRow(app, { circleId, uploaderId: ada.id, title: `Album ${i}`, thumbnail: i !== 1 }));
  ids.album = album[0];
  ids.childhood = await storyRow(app, { authorId: ada.id, title: 'Childhood summers', type: 'memory', eventDate: '1995-01-01', memberIds: [ids.mary], memoryIds: album });
  ids.house = await storyRow(app, { authorId: ada.id, title: 'First house', type: 'milestone', eventDate: '2001-01-01' });
  ids.marathon = await storyRow(app, { authorId: ada.id, title: 'Marathon', type: 'achievement', eventDate: '2005-05-05' });
  ids.pudding = await storyRow(app, { authorId: ada.id, title: 'Christmas pudding', type: 'tradition', createdAt: '2020-02-02T10:00:00Z' });
  ids.graduation = await eventRow(app, { organizerId: ada.id, title: 'Graduation', type: 'graduation', startsAt: '2010-06-15T10:00:00Z', memoryIds: [album[2]] });
  ids.reunion = await eventRow(app, { organizerId: ada.id, title: 'Big reunion', type: 'reunion', startsAt: '2012-08-01T10:00:00Z' });
  // Half past midnight on New Year's Day in Madrid: the day it is where it happens.
  ids.party = await eventRow(app, { organizerId: ada.id, title: 'New Year party', type: 'gathering', startsAt: '2015-12-31T23:30:00Z', timeZone: 'Europe/Madrid' });
  await eventRow(app, { organizerId: ada.id, title: 'Called off', type: 'gathering', startsAt: '2014-01-01T10:00:00Z', cancelled: true });
});
afterAll(() => app.close());

const ORDER = [
  'Christmas pudding', 'New Year party', 'Big reunion', 'Graduation', 'Marathon', 'First house', 'Childhood summers', 'Picnic',
  'Ada Timeline was born', 'Walter Family died', 'marriage', 'Mary Family was born', 'Walter Family was born',
];
const titleOf = (e: Entry) => (e.type === 'marriage' ? 'marriage' : e.title);

describe('the timeline', () => {
  it('derives births, deaths, marriages, dated memories, stories and family events, newest first', async () => {
    const { nodes, hasMore, endCursor } = await timeline(ada);
    expect(nodes.map(titleOf)).toEqual(ORDER);
    expect([hasMore, endCursor]).toEqual([false, null]);
    const byTitle = new Map(nodes.map((e) => [titleOf(e), e]));
    const person = (id: string, name: string) => ({ id, treeId: ada.treeId, name });
    expect(byTitle.get('Walter Family was born')).toEqual({
      // Ordered by the earliest day "about 1850" can mean.
      id: `birth:${ids.walter}`, date: '1845-01-01', dateText: 'about 1850', type: 'birth', title: 'Walter Family was born', description: 'Born in London',
      photos: [], photoCount: 0, involvedMembers: [person(ids.walter, 'Walter Family')], link: `/family-tree?tree=${ada.treeId}&focus=${ids.walter}`,
    });
    expect(byTitle.get('Walter Family died')).toMatchObject({ id: `death:${ids.walter}`, date: '1920-03-12', dateText: '12 March 1920', type: 'death', description: null });
    const marriage = byTitle.get('marriage')!;
    expect(marriage).toMatchObject({ date: '1875-06-01', dateText: '1 June 1875', type: 'marriage' });
    expect(marriage.title).toMatch(/^(Walter Family and Mary Family|Mary Family and Walter Family) married$/);
    expect(marriage.involvedMembers).toEqual(expect.arrayContaining([person(ids.walter, 'Walter Family'), person(ids.mary, 'Mary Family')]));
    expect(byTitle.get('Picnic')).toEqual({
      id: `memory:${ids.picnic}`, date: '1990-06-01', dateText: '1 June 1990', type: 'memory', title: 'Picnic', description: null,
      photos: [{ memoryId: ids.picnic, thumbnailUrl: `/uploads/memories/t-${ids.picnic}.w400.webp`, title: 'Picnic' }], photoCount: 1,
      involvedMembers: [person(ids.walter, 'Walter Family')], link: `/memories?memory=${ids.picnic}`,
    });
    expect(byTitle.get('Childhood summers')).toMatchObject({ type: 'memory', description: 'All about Childhood summers.', photoCount: 5, involvedMembers: [person(ids.mary, 'Mary Family')], link: `/stories#${ids.childhood}` });
    // The first three photos in their order, one of them without its small picture yet.
    expect(byTitle.get('Childhood summers')!.photos.map((p) => [p.title, Boolean(p.thumbnailUrl)])).toEqual([['Album 0', true], ['Album 1', false], ['Album 2', true]]);
    expect(byTitle.get('First house')).toMatchObject({ type: 'milestone', date: '2001-01-01', dateText: '1 January 2001' });
    expect(byTitle.get('Marathon')).toMatchObject({ type: 'achievement' });
    // A story without a date of its own is where it was written.
    expect(byTitle.get('Christmas pudding')).toMatchObject({ type: 'tradition', date: '2020-02-02' });
    expect(byTitle.get('Graduation')).toMatchObject({ type: 'graduation', date: '2010-06-15', photoCount: 1, description: 'The old house', link: `/events/${ids.graduation}` });
    expect(byTitle.get('Big reunion')).toMatchObject({ type: 'reunion' });
    expect(byTitle.get('New Year party')).toMatchObject({ type: 'event', date: '2016-01-01' });
  });

  it('shows what each filter button names', async () => {
    const titles = async (filter: string) => (await timeline(ada, { filter })).nodes.map(titleOf);
    expect(await titles('memories')).toEqual(['Childhood summers', 'Picnic']);
    expect(await titles('milestones')).toEqual(['First house']);
    expect(await titles('achievements')).toEqual(['Marathon']);
    expect(await titles('births')).toEqual(['Ada Timeline was born', 'Mary Family was born', 'Walter Family was born']);
    expect(await titles('marriages')).toEqual(['marriage']);
    expect(await titles('all')).toEqual(ORDER);
  });

  it('pages along its cursor across the years without repeating or skipping anything', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const page: Page['timeline'] = await timeline(ada, { first: 2, after });
      seen.push(...page.nodes.map(titleOf));
      expect(page.nodes.length).toBe(page.hasMore ? 2 : seen.length - 2 * pages);
      if (!page.hasMore) break;
      after = page.endCursor;
    }
    expect(seen).toEqual(ORDER);
  });

  it('jumps to the end of a year', async () => {
    expect((await timeline(ada, { fromYear: 1900 })).nodes.map(titleOf)).toEqual(['marriage', 'Mary Family was born', 'Walter Family was born']);
    expect((await timeline(ada, { fromYear: 1920, first: 1 })).nodes.map(titleOf)).toEqual(['Walter Family died']);
    // A cursor wins over the year: it continues where the page ended.
    const first = await timeline(ada, { fromYear: 1920, first: 1 });
    expect((await timeline(ada, { fromYear: 1920, after: first.endCursor, first: 1 })).nodes.map(titleOf)).toEqual(['marriage']);
    expect((await timeline(ada, { fromYear: 1800 })).nodes).toEqual([]);
  });

  it('counts the entries of each year for the year dropdown', async () => {
    const years = (filter: string) => must<{ timelineYears: { year: number; count: number }[] }>(ada.client, YEARS, { filter }).then((d) => d.timelineYears);
    const all = await years('all');
    expect(all.map((y) => y.year)).toEqual([2020, 2016, 2012, 2010, 2005, 2001, 1995, 1990, 1980, 1920, 1875, 1855, 1845]);
    expect(all.reduce((sum, y) => sum + y.count, 0)).toBe(ORDER.length);
    expect(await years('births')).toEqual([{ year: 1980, count: 1 }, { year: 1855, count: 1 }, { year: 1845, count: 1 }]);
  });

  it('refuses a cursor that is not one of its own and pages over 200', async () => {
    expect(codeOf(await ada.client.gql(TIMELINE, { after: 'not-a-cursor' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ada.client.gql(TIMELINE, { after: Buffer.from('2000-01-01|birth:x').toString('base64url') }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ada.client.gql(TIMELINE, { first: 201 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ada.client.gql(TIMELINE, { fromYear: 0 }))).toBe('BAD_USER_INPUT');
  });

  it('is refused to someone signed out', async () => {
    const anonymous = new TestClient(app.url);
    expect(codeOf(await anonymous.gql(TIMELINE))).toBe('UNAUTHENTICATED');
    expect(codeOf(await anonymous.gql(YEARS))).toBe('UNAUTHENTICATED');
    expect((await anonymous.fetch('/api/timeline')).status).toBe(401);
  });
});

describe('GET /api/timeline', () => {
  it('answers the entries newest first in the earlier client’s shape', async () => {
    const res = await ada.client.fetch('/api/timeline');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-next-cursor')).toBeNull();
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body.length).toBe(ORDER.length);
    expect(body.find((e) => e.id === `memory:${ids.picnic}`)).toEqual({
      id: `memory:${ids.picnic}`, date: '1990-06-01', type: 'memory', title: 'Picnic', description: null,
      photos: [`/uploads/memories/t-${ids.picnic}.w400.webp`], involvedMembers: [{ id: ids.walter, name: 'Walter Family' }],
    });
    // Photos without their small picture yet are left out of the list of addresses.
    expect((body.find((e) => e.id === `story:${ids.childhood}`)!.photos as string[]).length).toBe(2);
  });

  it('pages with `before`, saying where the next page starts in X-Next-Cursor and Link', async () => {
    const first = await ada.client.fetch('/api/timeline?limit=5&filter=all');
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    expect(first.headers.get('link')).toBe(`</api/timeline?before=${cursor}&limit=5>; rel="next"`);
    const next = await ada.client.fetch(`/api/timeline?before=${cursor}&limit=5`);
    const titles = [...((await first.json()) as { title: string; type: string }[]), ...((await next.json()) as { title: string; type: string }[])].map((e) => (e.type === 'marriage' ? 'marriage' : e.title));
    expect(titles).toEqual(ORDER.slice(0, 10));
    const births = (await (await ada.client.fetch('/api/timeline?filter=births')).json()) as { type: string }[];
    expect(births.map((e) => e.type)).toEqual(['birth', 'birth', 'birth']);
    expect((await ada.client.fetch('/api/timeline?limit=201')).status).toBe(400);
    expect((await ada.client.fetch('/api/timeline?before=nonsense')).status).toBe(400);
  });
});
