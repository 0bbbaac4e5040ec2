import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ADD_MEMBER, buildUser, type Person } from '../../../../test/factories.ts';
import { codeOf, must, UPDATE_MEMBER } from '../../../../test/trees.ts';
import { FamilyMember } from './family-member.entity.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const DATES = 'id isLiving isAlive dateOfBirth dateOfDeath birthPlace deathPlace birth { value text earliest latest } death { value text earliest latest }';
type Dated = {
  id: string;
  isLiving: boolean;
  isAlive: boolean;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  birthPlace: string | null;
  deathPlace: string | null;
  birth: { value: string; text: string; earliest: string | null; latest: string | null } | null;
  death: { value: string; text: string; earliest: string | null; latest: string | null } | null;
};

async function add(p: Person, input: Record<string, unknown>) {
  const res = await p.client.gql<{ addFamilyMember: { member: { id: string } } }>(ADD_MEMBER, { input: { firstName: 'Samuel', lastName: 'Whitaker', ...input } });
  return res;
}

async function dates(p: Person, id: string) {
  return (await must<{ familyMember: Dated }>(p.client, `query($id: ID!) { familyMember(id: $id) { ${DATES} } }`, { id })).familyMember;
}

const stored = async (p: Person) => app.orm.em.fork().count(FamilyMember, { tree: p.treeId });

describe('dates as genealogists write them', () => {
  let me: Person;
  beforeAll(async () => (me = await buildUser(app, { name: 'Margaret Whitaker' })));

  it.each([
    ['1928', { value: '1928', text: '1928', earliest: '1928-01-01', latest: '1928-12-31' }],
    ['abt 1850', { value: 'ABT 1850', text: 'about 1850', earliest: '1845-01-01', latest: '1855-12-31' }],
    ['Mar 1850', { value: 'MAR 1850', text: 'March 1850', earliest: '1850-03-01', latest: '1850-03-31' }],
    ['between 1848 and 1852', { value: 'BET 1848 AND 1852', text: 'between 1848 and 1852', earliest: '1848-01-01', latest: '1852-12-31' }],
    ['before 1900', { value: 'BEF 1900', text: 'before 1900', earliest: null, latest: '1899-12-31' }],
    ['(the winter after the flood)', { value: '(the winter after the flood)', text: 'the winter after the flood', earliest: null, latest: null }],
  ])('keeps "%s" as written, in words and as a span of days', async (typed, expected) => {
    const res = await add(me, { birth: typed });
    expect(res.errors).toBeUndefined();
    const person = await dates(me, res.data!.addFamilyMember.member.id);
    expect(person.birth).toEqual(expected);
    expect(person.dateOfBirth).toBeNull();
  });

  it('keeps one exact day as that day, also where an earlier client sends dateOfBirth', async () => {
    const modern = await dates(me, (await add(me, { birth: '12 March 1850', birthPlace: 'Dublin' })).data!.addFamilyMember.member.id);
    expect(modern).toMatchObject({ dateOfBirth: '1850-03-12', birthPlace: 'Dublin', birth: { value: '12 MAR 1850', text: '12 March 1850' } });
    const legacy = await dates(me, (await add(me, { dateOfBirth: '1850-03-12' })).data!.addFamilyMember.member.id);
    expect(legacy).toMatchObject({ dateOfBirth: '1850-03-12', birth: { value: '12 MAR 1850' } });
    const both = await add(me, { dateOfBirth: '1850-03-12', birth: '1850' });
    expect(both.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { dateOfBirth: 'Give birth or dateOfBirth, not both' } });
  });

  it.each([
    ['31 FEB 1900', 'February 1900 has only 28 days.'],
    ['BET 1900 AND 1850', 'The first date must come before the second.'],
    ['abt', 'Add a year after “about”, e.g. about 1850.'],
    ['13/13/2020', expect.stringContaining('13')],
    [`(${'a'.repeat(300)})`, 'A date phrase can be at most 120 characters.'],
    ['1928 or so', expect.stringContaining('Could not read this date')],
    ['2999', 'Cannot be in the future'],
  ])('refuses "%s" beside the field, saving nothing', async (typed, message) => {
    const before = await stored(me);
    const res = await add(me, { birth: typed });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { birth: message } });
    expect(await stored(me)).toBe(before);
  });

  it('compares ranges: a death that must come before the birth is refused, one that may follow it is kept', async () => {
    const refused = await add(me, { birth: '1870', death: '1869' });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { death: 'Date of death cannot be before the date of birth' } });
    const kept = await add(me, { birth: 'abt 1870', death: '1869', deathPlace: 'Leeds' });
    expect(kept.errors).toBeUndefined();
    const person = await dates(me, kept.data!.addFamilyMember.member.id);
    expect(person).toMatchObject({ isAlive: false, isLiving: false, deathPlace: 'Leeds', death: { value: '1869' } });

    const edited = await me.client.gql(UPDATE_MEMBER, { id: person.id, input: { birth: '1900' } });
    expect(codeOf(edited)).toBe('BAD_USER_INPUT');
    expect((await dates(me, person.id)).birth?.value).toBe('ABT 1870');
  });

  it('treats someone surely born more than 110 years ago without a death date as deceased, and "about" by its latest year', async () => {
    const old = await dates(me, (await add(me, { birth: '1870' })).data!.addFamilyMember.member.id);
    expect(old).toMatchObject({ isAlive: true, isLiving: false });
    const maybeYoung = await dates(me, (await add(me, { birth: `abt ${new Date().getUTCFullYear() - 112}` })).data!.addFamilyMember.member.id);
    expect(maybeYoung.isLiving).toBe(true);
    const open = await dates(me, (await add(me, { birth: 'after 1900' })).data!.addFamilyMember.member.id);
    expect(open.isLiving).toBe(true);
  });

  it('marks a person deceased from "deceased" alone or from a death date, and clears dates with blanks', async () => {
    const id = (await add(me, {})).data!.addFamilyMember.member.id;
    await must(me.client, UPDATE_MEMBER, { id, input: { isAlive: false } });
    expect(await dates(me, id)).toMatchObject({ isAlive: false, isLiving: false, death: null });
    await must(me.client, UPDATE_MEMBER, { id, input: { isAlive: true, death: 'abt 1990', birth: '1920' } });
    expect(await dates(me, id)).toMatchObject({ isAlive: false, death: { text: 'about 1990' }, birth: { value: '1920' } });
    await must(me.client, UPDATE_MEMBER, { id, input: { death: '', birth: null } });
    expect(await dates(me, id)).toMatchObject({ birth: null, death: null });
  });

  it('orders the list of people by birth, a birth before a year by its last day', async () => {
    const other = await buildUser(app, { name: 'Order Test' });
    for (const [name, birth] of [['C', '1900'], ['A', 'bef 1850'], ['B', 'abt 1870'], ['D', null]] as const) {
      await other.client.gql(ADD_MEMBER, { input: { firstName: name, lastName: 'X', ...(birth ? { birth } : {}) } });
    }
    const { familyMembers } = await must<{ familyMembers: { nodes: { firstName: string }[] } }>(
      other.client,
      'query($t: ID) { familyMembers(treeId: $t, orderBy: birth, search: "X") { nodes { firstName } } }',
      { t: other.treeId },
    );
    expect(familyMembers.nodes.map((n) => n.firstName)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('refuses a window of 10,000 generations and a focus in a tree the viewer cannot see', async () => {
    const big = await me.client.gql('{ familyTree(generationsUp: 10000) { focusId } }');
    expect(codeOf(big)).toBe('BAD_USER_INPUT');
    const stranger = await buildUser(app, { name: 'Stranger Danger' });
    const res = await stranger.client.gql('query($f: ID) { familyTree(focusId: $f) { focusId } }', { f: me.selfMemberId });
    expect(codeOf(res)).toBe('NOT_FOUND');
  });
});
