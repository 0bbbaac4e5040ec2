import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { must, UPDATE_MEMBER } from '../../../../test/trees.ts';
import { kinshipName, partnerName } from './kinship.ts';

const LINK = 'mutation($memberId: ID!, $userId: ID!) { linkMemberToUser(memberId: $memberId, userId: $userId) { id } }';
const RESPOND = 'mutation($memberId: ID!, $accept: Boolean!) { respondToLink(memberId: $memberId, accept: $accept) }';

describe('kinship names', () => {
  it.each([
    [0, 1, 'female', 'mother'],
    [0, 2, 'male', 'grandfather'],
    [0, 3, 'other', 'great-grandparent'],
    [0, 4, 'female', 'great-great-grandmother'],
    [1, 0, 'male', 'son'],
    [3, 0, 'female', 'great-granddaughter'],
    [1, 1, 'female', 'sister'],
    [1, 2, 'male', 'uncle'],
    [1, 3, 'female', 'great-aunt'],
    [2, 1, 'female', 'niece'],
    [3, 1, 'male', 'grandnephew'],
    [2, 2, 'other', 'first cousin'],
    [2, 3, 'female', 'first cousin once removed'],
    [3, 3, 'female', 'second cousin'],
    [4, 3, 'male', 'second cousin once removed'],
    [5, 3, 'male', 'second cousin twice removed'],
  ] as const)('(%i up, %i down, %s) is "%s"', (up, down, sex, name) => {
    expect(kinshipName(up, down, sex)).toBe(name);
  });

  it('marks half-siblings', () => {
    expect(kinshipName(1, 1, 'male', true)).toBe('half-brother');
  });

  it('names partners by kind', () => {
    expect(partnerName('female', 'married')).toBe('wife');
    expect(partnerName('male', 'divorced')).toBe('former husband');
    expect(partnerName('other', 'partner')).toBe('partner');
  });
});

describe('how are we related, told to the viewer', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp()));
  afterAll(() => app.close());

  const BETWEEN = 'query($a: ID!, $b: ID!) { relationshipBetween(fromId: $a, toId: $b) { description } }';
  const sentence = async (p: Person, a: string, b: string) => (await must<{ relationshipBetween: { description: string } }>(p.client, BETWEEN, { a, b })).relationshipBetween.description;

  /** Margaret, her father Tom, his mother Ruth and Ruth's father Samuel; and Nobody, unrelated. */
  async function margaretsTree() {
    const margaret = await buildUser(app, { name: 'Margaret Hale' });
    await must(margaret.client, UPDATE_MEMBER, { id: margaret.selfMemberId, input: { gender: 'female' } });
    const tom = (await addMember(margaret, 'Tom', 'parent', undefined, { gender: 'male' })).member.id;
    const ruth = (await addMember(margaret, 'Ruth', 'parent', tom, { gender: 'female' })).member.id;
    const samuel = (await addMember(margaret, 'Samuel', 'parent', ruth, { gender: 'male' })).member.id;
    const nobody = (await addMember(margaret, 'Nobody', 'other')).member.id;
    return { margaret, tom, ruth, samuel, nobody };
  }

  it('says "your" when the second person is the viewer and "You are" when the first is', async () => {
    const { margaret, samuel } = await margaretsTree();
    expect(await sentence(margaret, samuel, margaret.selfMemberId)).toBe('Samuel is your great-grandfather.');
    expect(await sentence(margaret, margaret.selfMemberId, samuel)).toBe("You are Samuel's great-granddaughter.");
  });

  it('names both people when neither is the viewer', async () => {
    const { margaret, tom, samuel } = await margaretsTree();
    expect(await sentence(margaret, samuel, tom)).toBe("Samuel is Tom's grandfather.");
  });

  it('speaks to the viewer when nothing connects them, or when both are the viewer', async () => {
    const { margaret, nobody } = await margaretsTree();
    expect(await sentence(margaret, nobody, margaret.selfMemberId)).toBe('No relationship between Nobody and you is recorded yet.');
    expect(await sentence(margaret, margaret.selfMemberId, margaret.selfMemberId)).toBe('That is you.');
  });

  it('counts a person as the viewer only once the viewer has confirmed being them', async () => {
    const { margaret, ruth } = await margaretsTree();
    const ruthUser = await buildUser(app, { name: 'Ruth Hale' });
    await shareTree(margaret, ruthUser, 'viewer');
    await must(margaret.client, LINK, { memberId: ruth, userId: ruthUser.id });
    expect(await sentence(ruthUser, margaret.selfMemberId, ruth)).toBe("Margaret is Ruth's granddaughter.");
    await must(ruthUser.client, RESPOND, { memberId: ruth, accept: true });
    expect(await sentence(ruthUser, margaret.selfMemberId, ruth)).toBe('Margaret is your granddaughter.');
    // Margaret still reads it about herself, and Ruth by name.
    expect(await sentence(margaret, margaret.selfMemberId, ruth)).toBe("You are Ruth's granddaughter.");
  });
});
