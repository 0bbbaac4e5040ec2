import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { accessIdOf, CHANGE_ACCESS, must } from '../../../test/trees.ts';
import type { Person } from '../../../test/factories.ts';
import { buildHeirloomFamily, HEIRLOOM_FIELDS, type HeirloomFamily } from './test/family.ts';

// Where heirlooms show besides their own pages, each as its readers may read them: a person's
// details, the timeline (the day one came into the family and each passing), search, the activity
// record, the new owner's notice and the personal-data export — and never their value but to the
// tree's owner and editors.

let app: TestApp;
let f: HeirloomFamily;
const ids: Record<string, string> = {};

const CREATE = `mutation($input: CreateHeirloomInput!) { createHeirloom(input: $input) { ${HEIRLOOM_FIELDS} } }`;
const PASS_ON = 'mutation($id: ID!, $input: PassOnHeirloomInput!) { passOnHeirloom(id: $id, input: $input) { id } }';
const OF_MEMBER = 'query($id: ID!) { memberHeirlooms(memberId: $id) { name currentOwner { member { id } from { value } datesHidden } } }';

const create = async (p: Person, input: Record<string, unknown>) => (await must<{ createHeirloom: { id: string } }>(p.client, CREATE, { input: { treeId: f.ada.treeId, ...input } })).createHeirloom.id;
const timeline = async (p: Person) =>
  (await must<{ timeline: { nodes: { type: string; title: string; description: string | null; dateText: string; involvedMembers: { id: string }[]; link: string }[] } }>(
    p.client,
    '{ timeline(first: 100) { nodes { type title description dateText involvedMembers { id } link } } }',
  )).timeline.nodes.filter((n) => n.type === 'heirloom');
const found = async (p: Person, words: string) => (await must<{ search: { heirlooms: { title: string; subtitle: string | null; link: string }[] } }>(p.client, 'query($q: String!) { search(query: $q) { heirlooms { title subtitle link } } }', { q: words })).search.heirlooms;
const feed = async (p: Person) => (await must<{ recentActivity: { kind: string; summary: string }[] }>(p.client, '{ recentActivity(first: 50) { kind summary } }')).recentActivity.filter((a) => a.kind.startsWith('heirloom')).map((a) => a.summary);
const notices = async (p: Person) => (await must<{ notifications: { nodes: { kind: string; message: string; link: string }[] } }>(p.client, '{ notifications(first: 100) { nodes { kind message link } } }')).notifications.nodes.filter((n) => n.kind === 'heirloom_passed');

beforeAll(async () => {
  app = await startTestApp();
  f = await buildHeirloomFamily(app);
  // Grace's brooch: bought in 1948, Grace's until she died; then Ada's, then Chioma's, then Eddie's.
  ids.brooch = await create(f.ada, {
    name: 'Silver brooch',
    assetType: 'jewellery',
    description: 'A thistle in silver',
    story: 'Worn at every christening since the war.',
    acquisitionDate: '1948',
    value: { amount: '4321.50', currency: 'GBP' },
    previousOwners: [{ memberId: f.people.grace, how: 'bought', from: '1948', to: '1995' }],
    currentOwner: { memberId: f.ada.selfMemberId, how: 'inherited', from: '1995' },
  });
  await must(f.ada.client, PASS_ON, { id: ids.brooch, input: { toMemberId: f.people.chioma, how: 'gift', date: '2010' } });
  await must(f.ada.client, PASS_ON, { id: ids.brooch, input: { toMemberId: f.people.eddie, how: 'inherited', date: '2021' } });
  // Kofi's drum, in Bob's branch.
  ids.drum = await create(f.bob, { name: 'Talking drum', assetType: 'other', acquisitionDate: '2015', currentOwner: { memberId: f.people.kofi, how: 'gift', from: '2015' } });
});
afterAll(() => app.close());

describe('the timeline', () => {
  it('shows the day an heirloom came into the family and each passing, as the reader may see its people', async () => {
    expect((await timeline(f.ada)).map((e) => `${e.dateText}: ${e.title} (${e.description ?? ''})`)).toEqual([
      '2021: Silver brooch passed to Eddie Family (Inherited · From Chioma Family)',
      '2015: Talking drum came into the family ()',
      '2010: Silver brooch passed to Chioma Family (A gift · From Ada Lovelace)',
      '1995: Silver brooch passed to Ada Lovelace (Inherited · From Grace Family)',
      '1948: Silver brooch came into the family (A thistle in silver)',
    ]);
    expect((await timeline(f.ada))[0]).toMatchObject({ link: `/heirlooms/${ids.brooch}`, involvedMembers: [{ id: f.people.chioma }, { id: f.people.eddie }] });
    // Vera views the tree: passings between living people show their dates, so they are left out.
    expect((await timeline(f.vera)).map((e) => e.title)).toEqual(['Talking drum came into the family', 'Silver brooch came into the family']);
    // Bob edits Chioma's branch: the brooch names Grace and Ada, outside it.
    expect((await timeline(f.bob)).map((e) => e.title)).toEqual(['Talking drum came into the family']);
    expect(await timeline(f.cleo)).toEqual([]);
    expect(JSON.stringify(await timeline(f.ada))).not.toContain('4321');
  });
});

describe('search', () => {
  it('finds heirlooms by name, description and story for those who read them, without their value', async () => {
    expect(await found(f.ada, 'christening')).toEqual([{ title: 'Silver brooch', subtitle: 'Jewellery · Held by Eddie Family', link: `/heirlooms/${ids.brooch}` }]);
    expect((await found(f.vera, 'thistle')).map((r) => r.title)).toEqual(['Silver brooch']);
    expect(await found(f.bob, 'brooch')).toEqual([]);
    expect(await found(f.cleo, 'brooch')).toEqual([]);
    expect((await found(f.bob, 'drum')).map((r) => r.title)).toEqual(['Talking drum']);
  });
});

describe("a person's details", () => {
  it("lists what they have, had or are meant to have, with a living person's dates hidden from a viewer", async () => {
    expect((await must<{ memberHeirlooms: { name: string }[] }>(f.ada.client, OF_MEMBER, { id: f.people.grace })).memberHeirlooms.map((h) => h.name)).toEqual(['Silver brooch']);
    const chiomas = (await must<{ memberHeirlooms: { name: string }[] }>(f.vera.client, OF_MEMBER, { id: f.people.chioma })).memberHeirlooms;
    expect(chiomas.map((h) => h.name)).toEqual(['Silver brooch']);
    const eddies = (await must<{ memberHeirlooms: { currentOwner: { from: unknown; datesHidden: boolean } }[] }>(f.vera.client, OF_MEMBER, { id: f.people.eddie })).memberHeirlooms;
    expect(eddies[0].currentOwner).toEqual({ member: { id: f.people.eddie }, from: null, datesHidden: true });
    expect((await must<{ memberHeirlooms: unknown[] }>(f.bob.client, OF_MEMBER, { id: f.people.chioma })).memberHeirlooms).toEqual([]);
    expect((await must<{ memberHeirlooms: unknown[] }>(f.cleo.client, OF_MEMBER, { id: f.people.grace })).memberHeirlooms).toEqual([]);
    expect((await must<{ memberHeirlooms: unknown[] }>(f.ada.client, OF_MEMBER, { id: 'nobody' })).memberHeirlooms).toEqual([]);
  });
});

describe('the activity record and notices', () => {
  it('records adding and passing on for the heirloom’s readers, and tells the new owner’s own user', async () => {
    expect(await feed(f.vera)).toEqual([
      'Bob Branch added the heirloom “Talking drum”.',
      'Ada Lovelace recorded that “Silver brooch” passed to Eddie Family.',
      'Ada Lovelace recorded that “Silver brooch” passed to Chioma Family.',
      'Ada Lovelace added the heirloom “Silver brooch”.',
    ]);
    expect(await feed(f.bob)).toEqual(['You added the heirloom “Talking drum”.']);
    expect(await feed(f.cleo)).toEqual([]);
    expect(await notices(f.eddie)).toEqual([{ kind: 'heirloom_passed', message: 'Ada Lovelace recorded that “Silver brooch” passed to you.', link: `/heirlooms/${ids.brooch}` }]);
    expect(await notices(f.vera)).toEqual([]);
  });
});

describe('your data', () => {
  it('exports the heirlooms a user added, with their value only while they own or edit the tree', async () => {
    const { unzipSync, strFromU8 } = await import('fflate');
    const exported = async (p: Person) => {
      const res = await p.client.fetch('/api/me/export');
      expect(res.status).toBe(200);
      return JSON.parse(strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['heirlooms.json'])) as { name: string; value: unknown; owners: { person: string; from: string | null }[] }[];
    };
    await create(f.eddie, { name: 'Pocket watch', assetType: 'jewellery', value: { amount: '300', currency: 'USD' }, currentOwner: { memberId: f.people.ben, from: '2020' } });
    expect(await exported(f.eddie)).toEqual([expect.objectContaining({ name: 'Pocket watch', value: { amount: '300.00', currency: 'USD' }, owners: [expect.objectContaining({ person: 'Ben Family', from: '2020' })] })]);
    await must(f.ada.client, CHANGE_ACCESS, { id: await accessIdOf(f.ada, f.eddie.id), input: { role: 'viewer' } });
    expect(await exported(f.eddie)).toEqual([expect.objectContaining({ name: 'Pocket watch', value: null, owners: [expect.objectContaining({ person: 'Ben Family', from: null })] })]);
    expect(await exported(f.vera)).toEqual([]);
  });
});
