import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { createCircle } from '../../../../test/media.ts';
import { TestClient } from '../../../../test/client.ts';
import { ADD_RELATIONSHIP, codeOf, must } from '../../../../test/trees.ts';
import { memoryRow, storyRow, tagMemory } from '../test/timeline-rows.ts';
import type { AnimatedTimelineJson } from '../../../../../shared/animated-timeline/index.ts';

let app: TestApp;
let ada: Person;
let vera: Person;
let bob: Person;
let cleo: Person;
const ids: Record<string, string> = {};

const READ = `query($treeId: ID!, $from: ID, $fromYear: Int, $toYear: Int) {
  animatedTimeline(treeId: $treeId, fromPersonId: $from, fromYear: $fromYear, toYear: $toYear) { treeId fromPersonId size firstYear lastYear undated itemsTruncated columns } }`;
interface Answer { treeId: string; fromPersonId: string | null; size: number; firstYear: number | null; lastYear: number | null; undated: number; itemsTruncated: boolean; columns: AnimatedTimelineJson }

const read = (person: Person, vars: Record<string, unknown> = {}) => person.client.gql<{ animatedTimeline: Answer }>(READ, { treeId: ada.treeId, ...vars });
const timeline = async (person: Person, vars: Record<string, unknown> = {}) => (await must<{ animatedTimeline: Answer }>(person.client, READ, { treeId: ada.treeId, ...vars })).animatedTimeline;

/** One person's columns by first name. */
function person(answer: Answer, firstName: string) {
  const p = answer.columns.people;
  const i = p.names.findIndex((n) => n.split(' ')[0] === firstName);
  if (i < 0) return undefined;
  return { i, birth: p.births[i], death: p.deaths[i], appears: p.appears[i], fades: p.fades[i], estimated: p.appearsEstimated[i], x: p.xs[i], generation: p.generations[i], living: p.living[i] };
}
const firstNames = (answer: Answer) => answer.columns.people.names.map((n) => n.split(' ')[0]).sort();
const partnerships = (answer: Answer) => {
  const { a, b, years } = answer.columns.partnerships;
  const names = answer.columns.people.names.map((n) => n.split(' ')[0]);
  return a.map((x, i) => `${[names[x], names[b[i]]].sort().join('+')}:${years[i]}`).sort();
};
const items = (answer: Answer) => {
  const { kinds, titles, years, people } = answer.columns.items;
  return kinds.map((kind, i) => `${kind}:${titles[i]}:${years[i]}:${answer.columns.people.names[people[i]].split(' ')[0]}`);
};

const year = new Date().getUTCFullYear();
const born = (yearsAgo: number) => `${year - yearsAgo}-03-04`;

/**
 * Ada's tree: Ada (born 60 years ago), her daughter Chioma (40) married to Emeka (25) in 2015, and
 * their child Kofi without a date; Ada's mother Grace (marked deceased, born 1930) married to Gramps
 * (1928–1999) in 1950; Grace's mother Elder (born 111 years ago); Loner, undated and unlinked. A
 * memory of Chioma in Ada's circle (2018), a public story of Grace (1960), Gramps's award (1975).
 * Vera views the tree, Bob edits Chioma's branch; Cleo knows nobody.
 */
beforeAll(async () => {
  app = await startTestApp();
  ada = await buildUser(app, { name: 'Ada Nwosu', dateOfBirth: born(60) });
  ids.ada = ada.selfMemberId;
  ids.chioma = (await addMember(ada, 'Chioma', 'child', undefined, { dateOfBirth: born(40) })).member.id;
  ids.emeka = (await addMember(ada, 'Emeka', 'other', undefined, { dateOfBirth: born(25) })).member.id;
  await must(ada.client, ADD_RELATIONSHIP, { input: { fromId: ids.emeka, toId: ids.chioma, type: 'spouse', startDate: '2015-06-01' } });
  ids.kofi = (await addMember(ada, 'Kofi', 'child', ids.chioma)).member.id;
  ids.grace = (await addMember(ada, 'Grace', 'parent', undefined, { isAlive: false, dateOfBirth: '1930-01-01' })).member.id;
  ids.gramps = (await addMember(ada, 'Gramps', 'other', undefined, { dateOfBirth: '1928-02-02', dateOfDeath: '1999-09-09' })).member.id;
  await must(ada.client, ADD_RELATIONSHIP, { input: { fromId: ids.gramps, toId: ids.grace, type: 'spouse', startDate: '1950-01-01' } });
  ids.elder = (await addMember(ada, 'Elder', 'parent', ids.grace, { dateOfBirth: born(111) })).member.id;
  ids.loner = (await addMember(ada, 'Loner', 'other')).member.id;
  [vera, bob, cleo] = await Promise.all(['Vera Eze', 'Bob Branch', 'Cleo Stranger'].map((name) => buildUser(app, { name })));
  await shareTree(ada, vera, 'viewer');
  await shareTree(ada, bob, 'editor', { kind: 'descendants', rootId: ids.chioma });
  const circleId = await createCircle(ada, 'Close family', []);
  ids.beach = await memoryRow(app, { circleId, uploaderId: ada.id, title: 'Beach day', eventDate: '2018-07-07' });
  await tagMemory(app, ids.beach, [ids.chioma]);
  await storyRow(app, { authorId: ada.id, title: 'Grace sings', type: 'milestone', eventDate: '1960-02-02', memberIds: [ids.grace] });
  await storyRow(app, { authorId: ada.id, title: 'Untagged story', type: 'memory', eventDate: '1961-02-02' });
  await must(ada.client, 'mutation($input: RecordAchievementInput!) { recordAchievement(input: $input) { id } }', { input: { memberId: ids.gramps, achievementType: 'award', title: 'Medal', date: '1975' } });
});
afterAll(() => app.close());

describe('the animated timeline of a whole tree', () => {
  it('places everyone dated, with the years of their dates, their partnerships and the items naming them', async () => {
    const answer = await timeline(ada);
    expect(answer).toMatchObject({ treeId: ada.treeId, fromPersonId: null, size: 7, undated: 1, itemsTruncated: false });
    expect(firstNames(answer)).toEqual(['Ada', 'Chioma', 'Elder', 'Emeka', 'Grace', 'Gramps', 'Kofi']);
    expect(person(answer, 'Gramps')).toMatchObject({ birth: 1928, death: 1999, appears: 1928, fades: 1999, estimated: 0, living: 0 });
    expect(person(answer, 'Grace')).toMatchObject({ birth: 1930, death: null, appears: 1930, living: 0 });
    // Marked deceased without a date: fades after an assumed life.
    expect(person(answer, 'Grace')!.fades).toBe(Math.min(1930 + 80, year));
    expect(person(answer, 'Ada')).toMatchObject({ birth: year - 60, appears: year - 60, fades: null, living: 1 });
    // Undated Kofi is drawn from a generation after his mother; unlinked undated Loner is left out.
    expect(person(answer, 'Kofi')).toMatchObject({ birth: null, appears: year - 40 + 28, estimated: 1 });
    expect(partnerships(answer)).toEqual(['Chioma+Emeka:2015', 'Grace+Gramps:1950']);
    expect(items(answer)).toEqual(['story:Grace sings:1960:Grace', 'achievement:Medal:1975:Gramps', 'memory:Beach day:2018:Chioma']);
    expect(answer.firstYear).toBe(year - 111);
    expect(answer.lastYear).toBe(year);
  });

  it('lays generations out in rows, children below their parents, partners side by side', async () => {
    const answer = await timeline(ada);
    const [elder, grace, gramps, ada_, chioma, emeka, kofi] = ['Elder', 'Grace', 'Gramps', 'Ada', 'Chioma', 'Emeka', 'Kofi'].map((n) => person(answer, n)!);
    expect([elder, grace, ada_, chioma, kofi].map((p) => p.generation)).toEqual([0, 1, 2, 3, 4]);
    expect(gramps.generation).toBe(grace.generation);
    expect(emeka.generation).toBe(chioma.generation);
    expect(Math.abs(gramps.x - grace.x)).toBe(1);
    expect(new Set(answer.columns.people.xs.map((x, i) => `${x}:${answer.columns.people.generations[i]}`)).size).toBe(answer.size);
  });

  it('keeps the items within the years asked for', async () => {
    expect(items(await timeline(ada, { fromYear: 1970, toYear: 2000 }))).toEqual(['achievement:Medal:1975:Gramps']);
  });

  it('starts at a person: their descendants and their partners', async () => {
    const answer = await timeline(ada, { from: ids.grace });
    expect(answer.fromPersonId).toBe(ids.grace);
    expect(firstNames(answer)).toEqual(['Ada', 'Chioma', 'Emeka', 'Grace', 'Gramps', 'Kofi']);
  });
});

describe('who sees what', () => {
  it('withholds living people’s dates from a viewer, and the years of their partnerships', async () => {
    const answer = await timeline(vera);
    expect(firstNames(answer)).toEqual(['Ada', 'Chioma', 'Elder', 'Emeka', 'Grace', 'Gramps', 'Kofi']);
    for (const name of ['Ada', 'Chioma', 'Emeka']) expect(person(answer, name)).toMatchObject({ birth: null, estimated: 1, living: 1 });
    expect(person(answer, 'Grace')).toMatchObject({ birth: 1930 });
    expect(partnerships(answer)).toEqual(['Chioma+Emeka:null', 'Grace+Gramps:1950']);
    // Not in Ada's circle: no memory; the public story and the award of people she sees.
    expect(items(answer)).toEqual(['story:Grace sings:1960:Grace', 'achievement:Medal:1975:Gramps']);
  });

  it('keeps a branch-limited reader to their branch', async () => {
    const answer = await timeline(bob);
    expect(firstNames(answer)).toEqual(['Chioma', 'Emeka', 'Kofi']);
    expect(items(answer)).toEqual([]);
    expect(codeOf(await read(bob, { from: ids.grace }))).toBe('NOT_FOUND');
    expect(firstNames(await timeline(bob, { from: ids.chioma }))).toEqual(['Chioma', 'Emeka', 'Kofi']);
  });

  it('shows a stranger nothing', async () => {
    const res = await read(cleo);
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(res.data).toBeNull();
    expect(codeOf(await read(cleo, { from: ids.ada }))).toBe('NOT_FOUND');
  });
});

describe('bad input', () => {
  it('answers another tree, an unknown person or a malformed id with NOT_FOUND', async () => {
    expect(codeOf(await ada.client.gql(READ, { treeId: cleo.treeId }))).toBe('NOT_FOUND');
    expect(codeOf(await ada.client.gql(READ, { treeId: 'not-a-tree' }))).toBe('NOT_FOUND');
    expect(codeOf(await read(ada, { from: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect(codeOf(await read(ada, { from: cleo.selfMemberId }))).toBe('NOT_FOUND');
    expect(codeOf(await read(ada, { from: 'x' }))).toBe('NOT_FOUND');
  });

  it('refuses absurd years with BAD_USER_INPUT naming the field', async () => {
    for (const [vars, field] of [[{ fromYear: 0 }, 'fromYear'], [{ toYear: 100000 }, 'toYear'], [{ fromYear: 2000, toYear: 1900 }, 'toYear']] as const) {
      const res = await read(ada, vars);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(Object.keys(res.errors![0].extensions!.fields as object)).toEqual([field]);
    }
  });

  it('asks for a signed-in viewer', async () => {
    expect(codeOf(await new TestClient(app.url).gql(READ, { treeId: ada.treeId }))).toBe('UNAUTHENTICATED');
  });
});
