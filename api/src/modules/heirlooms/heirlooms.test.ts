import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { codeOf, must } from '../../../test/trees.ts';
import type { Person } from '../../../test/factories.ts';
import { buildHeirloomFamily, HEIRLOOM_FIELDS, type HeirloomFamily } from './test/family.ts';

// Heirlooms through real HTTP on the real database: who may add, read, change, pass on and delete
// them, who sees their value, the journey from owner to owner and its order, and bad input that
// saves nothing.

let app: TestApp;
let f: HeirloomFamily;
const ids: Record<string, string> = {};

const CREATE = `mutation($input: CreateHeirloomInput!) { createHeirloom(input: $input) { ${HEIRLOOM_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateHeirloomInput!) { updateHeirloom(id: $id, input: $input) { ${HEIRLOOM_FIELDS} } }`;
const PASS_ON = `mutation($id: ID!, $input: PassOnHeirloomInput!) { passOnHeirloom(id: $id, input: $input) { ${HEIRLOOM_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteHeirloom(id: $id) }';
const ONE = `query($id: ID!) { heirloom(id: $id) { ${HEIRLOOM_FIELDS} } }`;
const PAGE = `query($tree: ID, $type: HeirloomType, $owner: ID, $after: String, $first: Int) {
  heirlooms(treeId: $tree, assetType: $type, ownerId: $owner, after: $after, first: $first) { nodes { id name value { amount } } endCursor hasMore } }`;

interface Owner {
  how: string | null;
  member: { id: string; firstName: string } | null;
  from: { value: string } | null;
  to: { value: string } | null;
  datesHidden: boolean;
}
interface Heirloom {
  id: string;
  name: string;
  value: { amount: string; currency: string } | null;
  currentOwner: Owner | null;
  previousOwners: Owner[];
  intendedOwner: { id: string } | null;
  viewerCan: { update: boolean; delete: boolean; passOn: boolean; seeValue: boolean };
}

const count = async (table: string) => Number((await app.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0].n);
const create = (p: Person, input: Record<string, unknown>) => p.client.gql<{ createHeirloom: Heirloom }>(CREATE, { input: { treeId: f.ada.treeId, ...input } });
const created = async (p: Person, input: Record<string, unknown>) => (await must<{ createHeirloom: Heirloom }>(p.client, CREATE, { input: { treeId: f.ada.treeId, ...input } })).createHeirloom;
const read = async (p: Person, id: string) => (await must<{ heirloom: Heirloom }>(p.client, ONE, { id })).heirloom;
const names = async (p: Person, vars: Record<string, unknown> = {}) => (await must<{ heirlooms: { nodes: { name: string }[] } }>(p.client, PAGE, vars)).heirlooms.nodes.map((n) => n.name);
const journey = (h: Heirloom) => [...h.previousOwners, ...(h.currentOwner ? [h.currentOwner] : [])].map((o) => `${o.member?.firstName ?? '?'} ${o.how ?? '-'} ${o.from?.value ?? ''}–${o.to?.value ?? ''}`);

/** The whole tables an attempt must leave as they were. */
const tables = async () => Promise.all(['family_assets', 'family_asset_owners', 'family_asset_photos', 'family_asset_documents', 'stored_files'].map(count));

beforeAll(async () => {
  app = await startTestApp();
  f = await buildHeirloomFamily(app);
});
afterAll(() => app.close());

describe('adding', () => {
  it('lets an editor add an heirloom with its journey so far, the one it is meant for and its value', async () => {
    const ring = await created(f.eddie, {
      name: "Grandmother's ring",
      assetType: 'jewellery',
      description: 'Gold, with a small garnet',
      story: 'Bought in Lagos the year Grace married.',
      acquisitionDate: '1952',
      value: { amount: '1200', currency: 'eur' },
      previousOwners: [{ memberId: f.people.grace, how: 'bought', from: '1952', to: '1995' }],
      currentOwner: { memberId: f.ada.selfMemberId, how: 'inherited', from: '1995' },
      intendedOwnerId: f.people.chioma,
    });
    ids.ring = ring.id;
    expect(ring).toMatchObject({ name: "Grandmother's ring", value: { amount: '1200.00', currency: 'EUR' }, intendedOwner: { id: f.people.chioma }, viewerCan: { update: true, delete: true, passOn: true, seeValue: true } });
    expect(journey(ring)).toEqual(['Grace bought 1952–1995', 'Ada inherited 1995–']);
  });

  it('keeps a story of several paragraphs as written, and refuses control characters in a name', async () => {
    const story = 'Bought in Lagos.\n\nWorn at every wedding since.';
    const bible = await created(f.eddie, { name: 'Family Bible', assetType: 'document', story });
    expect((await must<{ heirloom: { story: string } }>(f.ada.client, 'query($id: ID!) { heirloom(id: $id) { story } }', { id: bible.id })).heirloom.story).toBe(story);
    const res = await create(f.eddie, { name: 'Bell\u0007', assetType: 'other' });
    expect(res.errors?.[0]?.extensions?.fields).toEqual({ name: expect.any(String) });
    await must(f.ada.client, DELETE, { id: bible.id });
  });

  it('lets the owner add one that nobody is recorded to have', async () => {
    ids.clock = (await created(f.ada, { name: 'Mantel clock', assetType: 'furniture', acquisitionDate: 'abt 1900' })).id;
    expect(await names(f.ada)).toEqual(["Grandmother's ring", 'Mantel clock']);
  });

  it('refuses a viewer, and saves nothing', async () => {
    const before = await tables();
    expect(codeOf(await create(f.vera, { name: 'Not mine', assetType: 'other' }))).toBe('FORBIDDEN');
    expect(await tables()).toEqual(before);
  });

  it('refuses a tree the user does not read as one that does not exist', async () => {
    expect(codeOf(await create(f.cleo, { name: 'Taken', assetType: 'other' }))).toBe('NOT_FOUND');
    expect(codeOf(await f.eddie.client.gql(CREATE, { input: { treeId: f.cleo.treeId, name: 'Taken', assetType: 'other' } }))).toBe('NOT_FOUND');
  });
});

describe('the value', () => {
  it('is seen by the owner and editors only: null for a viewer, absent from the page she reads', async () => {
    expect((await read(f.ada, ids.ring)).value).toEqual({ amount: '1200.00', currency: 'EUR' });
    const seenByVera = await read(f.vera, ids.ring);
    expect(seenByVera).toMatchObject({ value: null, viewerCan: { update: false, delete: false, passOn: false, seeValue: false } });
    const page = await f.vera.client.gql(PAGE, {});
    expect(JSON.stringify(page)).not.toContain('1200');
  });

  const refused: [string, unknown][] = [
    ['a negative amount', { amount: '-5', currency: 'EUR' }],
    ['an amount in words', { amount: 'a lot', currency: 'EUR' }],
    ['an amount with three decimals', { amount: '1.005', currency: 'EUR' }],
    ['a currency that is not one', { amount: '10', currency: 'ZZZ' }],
    ['a currency of four letters', { amount: '10', currency: 'EURO' }],
  ];
  it.each(refused)('refuses %s with the field named, and saves nothing', async (_what, value) => {
    const before = await tables();
    const res = await create(f.eddie, { name: 'Priced', assetType: 'other', value });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(Object.keys(res.errors?.[0]?.extensions?.fields ?? {})[0]).toMatch(/^value\./);
    expect(await tables()).toEqual(before);
  });
});

describe('living people in the journey', () => {
  it('names a living person to a viewer as the tree does, without their dates', async () => {
    const seen = await read(f.vera, ids.ring);
    expect(seen.currentOwner).toMatchObject({ member: { firstName: 'Ada' }, from: null, datesHidden: true });
    expect(seen.previousOwners).toEqual([expect.objectContaining({ member: expect.objectContaining({ firstName: 'Grace' }), from: { value: '1952' }, to: { value: '1995' }, datesHidden: false })]);
    expect(JSON.stringify(seen)).not.toContain('1995-');
    expect((await read(f.eddie, ids.ring)).currentOwner).toMatchObject({ from: { value: '1995' }, datesHidden: false });
  });
});

describe('passing it on', () => {
  it('moves the one who has it into the earlier owners in one step, and clears the one it was meant for once they have it', async () => {
    const passed = (await must<{ passOnHeirloom: Heirloom }>(f.ada.client, PASS_ON, { id: ids.ring, input: { toMemberId: f.people.chioma, how: 'gift', date: '12 Jun 2020' } })).passOnHeirloom;
    expect(journey(passed)).toEqual(['Grace bought 1952–1995', 'Ada inherited 1995–12 JUN 2020', 'Chioma gift 12 JUN 2020–']);
    expect(passed.intendedOwner).toBeNull();
  });

  it('refuses passing it to whoever has it already, or on a date before they had it, and saves nothing', async () => {
    const before = await tables();
    const again = await f.ada.client.gql(PASS_ON, { id: ids.ring, input: { toMemberId: f.people.chioma, how: 'gift', date: '2021' } });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.extensions?.fields).toEqual({ toMemberId: 'They have it already' });
    const early = await f.ada.client.gql(PASS_ON, { id: ids.ring, input: { toMemberId: f.people.ben, how: 'inherited', date: '2019' } });
    expect(codeOf(early)).toBe('BAD_USER_INPUT');
    expect(early.errors?.[0]?.extensions?.fields).toEqual({ date: 'This is before the one who has it now had it' });
    expect(codeOf(await f.ada.client.gql(PASS_ON, { id: ids.ring, input: { toMemberId: f.cleo.selfMemberId, how: 'gift' } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await f.ada.client.gql(PASS_ON, { id: ids.ring, input: { toMemberId: f.people.ben, how: 'stolen' } }))).toBeDefined();
    expect(await tables()).toEqual(before);
    expect(journey(await read(f.ada, ids.ring))).toHaveLength(3);
  });

  it('lets an heirloom nobody had be given to someone, with no date', async () => {
    const given = (await must<{ passOnHeirloom: Heirloom }>(f.eddie.client, PASS_ON, { id: ids.clock, input: { toMemberId: f.people.ben, how: 'inherited' } })).passOnHeirloom;
    expect(journey(given)).toEqual(['Ben inherited –']);
  });

  it('refuses a viewer and a stranger', async () => {
    expect(codeOf(await f.vera.client.gql(PASS_ON, { id: ids.clock, input: { toMemberId: f.people.grace, how: 'gift' } }))).toBe('FORBIDDEN');
    expect(codeOf(await f.cleo.client.gql(PASS_ON, { id: ids.clock, input: { toMemberId: f.people.grace, how: 'gift' } }))).toBe('NOT_FOUND');
  });
});

describe('the journey’s order', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'an owner who passed it on before they had it',
      { previousOwners: [{ memberId: f0('grace'), from: '1990', to: '1950' }] },
      { 'previousOwners[0]': 'They cannot have passed it on before they had it' },
    ],
    [
      'a later owner before an earlier one',
      { previousOwners: [{ memberId: f0('grace'), from: '1950', to: '1990' }, { memberId: f0('ben'), from: '1960' }] },
      { 'previousOwners[1]': "The owners' dates are out of order: each owner comes after the one before" },
    ],
    [
      'an owner before the family had it',
      { acquisitionDate: '1950', currentOwner: { memberId: f0('chioma'), from: '1930' } },
      { currentOwner: 'This is before the family acquired it' },
    ],
    ['an end date for whoever has it now', { currentOwner: { memberId: f0('chioma'), from: '1990', to: '2000' } }, { currentOwner: 'Whoever has it now has no end date yet' }],
    ['the one who has it as the one it is meant for', { currentOwner: { memberId: f0('chioma') }, intendedOwnerId: f0('chioma') }, { intendedOwnerId: 'They have it already: choose who it should go to next' }],
    ['a person of another tree', { currentOwner: { memberId: f0('cleo') } }, { 'currentOwner.memberId': 'Choose someone of this family tree' }],
    ['someone who does not exist', { intendedOwnerId: '00000000-0000-4000-8000-000000000000' }, { intendedOwnerId: 'Choose someone of this family tree' }],
    ['a date in the future', { acquisitionDate: String(new Date().getUTCFullYear() + 2) }, { acquisitionDate: expect.any(String) as unknown as string }],
    ['a name of spaces', { name: '   ' }, { name: 'Required' }],
  ];
  it.each(cases)('refuses %s with the field named, and saves nothing', async (_what, change, fields) => {
    const before = await tables();
    const res = await create(f.eddie, { name: 'Sewing box', assetType: 'tool', ...resolve(change) });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual(fields);
    expect(await tables()).toEqual(before);
  });

  it('refuses a kind that is not one of the eight, before anything runs', async () => {
    const res = await f.eddie.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: CREATE, variables: { input: { treeId: f.ada.treeId, name: 'Car', assetType: 'vehicle' } } }) });
    expect(res.status).toBe(400);
  });
});

describe('a branch-limited editor', () => {
  it('adds and changes heirlooms of their branch only, and never sees one naming someone outside it', async () => {
    const before = await tables();
    const outside = await create(f.bob, { name: 'Not my branch', assetType: 'other', currentOwner: { memberId: f.people.grace } });
    expect(outside.errors?.[0]?.extensions?.fields).toEqual({ 'currentOwner.memberId': 'Choose someone of this family tree' });
    const nobody = await create(f.bob, { name: 'Nobody’s', assetType: 'other' });
    expect(nobody.errors?.[0]?.extensions?.fields).toEqual({ currentOwner: 'Name someone of your branch who has or had it' });
    expect(await tables()).toEqual(before);

    ids.bike = (await created(f.bob, { name: 'Bicycle', assetType: 'tool', currentOwner: { memberId: f.people.kofi, how: 'gift' }, value: { amount: '80', currency: 'GBP' } })).id;
    expect(await names(f.bob)).toEqual(['Bicycle']);
    // The ring names Grace and Ada, outside his branch; the clock is Ben's.
    expect(codeOf(await f.bob.client.gql(ONE, { id: ids.ring }))).toBe('NOT_FOUND');
    expect(codeOf(await f.bob.client.gql(UPDATE, { id: ids.ring, input: { name: 'Mine' } }))).toBe('NOT_FOUND');
    expect(codeOf(await f.bob.client.gql(PASS_ON, { id: ids.bike, input: { toMemberId: f.people.ben, how: 'gift' } }))).toBe('BAD_USER_INPUT');
    expect((await read(f.bob, ids.bike)).value).toEqual({ amount: '80.00', currency: 'GBP' });
  });
});

describe('changing and deleting', () => {
  it('changes only what is sent, replaces the earlier owners, and removes the value with null', async () => {
    const changed = (
      await must<{ updateHeirloom: Heirloom }>(f.eddie.client, UPDATE, {
        id: ids.clock,
        input: { name: 'Grandfather clock', previousOwners: [{ memberId: f.people.grace, how: 'bought', from: '1960', to: '1995' }], value: null },
      })
    ).updateHeirloom;
    expect(changed).toMatchObject({ name: 'Grandfather clock', value: null });
    expect(journey(changed)).toEqual(['Grace bought 1960–1995', 'Ben inherited –']);
    const corrected = (await must<{ updateHeirloom: Heirloom }>(f.eddie.client, UPDATE, { id: ids.clock, input: { currentOwner: null, intendedOwnerId: f.people.ben } })).updateHeirloom;
    expect(journey(corrected)).toEqual(['Grace bought 1960–1995']);
    expect(corrected.intendedOwner).toMatchObject({ id: f.people.ben });
  });

  it('refuses a viewer, a stranger and ids that are no heirloom of theirs; nothing changes', async () => {
    const before = await tables();
    expect(codeOf(await f.vera.client.gql(UPDATE, { id: ids.clock, input: { name: 'Mine' } }))).toBe('FORBIDDEN');
    expect(codeOf(await f.vera.client.gql(DELETE, { id: ids.clock }))).toBe('FORBIDDEN');
    for (const query of [ONE, DELETE]) expect(codeOf(await f.cleo.client.gql(query, { id: ids.clock }))).toBe('NOT_FOUND');
    expect(codeOf(await f.cleo.client.gql(UPDATE, { id: ids.clock, input: { name: 'Mine' } }))).toBe('NOT_FOUND');
    expect(codeOf(await f.ada.client.gql(ONE, { id: 'not-an-id' }))).toBe('NOT_FOUND');
    expect(codeOf(await new TestClient(app.url).gql(ONE, { id: ids.clock }))).toBe('UNAUTHENTICATED');
    expect(await tables()).toEqual(before);
    expect((await read(f.ada, ids.clock)).name).toBe('Grandfather clock');
  });

  it('deletes an heirloom with its journey', async () => {
    const teapot = await created(f.eddie, { name: 'Teapot', assetType: 'other', currentOwner: { memberId: f.people.ben } });
    expect(await must(f.ada.client, DELETE, { id: teapot.id })).toEqual({ deleteHeirloom: teapot.id });
    expect(codeOf(await f.ada.client.gql(ONE, { id: teapot.id }))).toBe('NOT_FOUND');
    expect(Number((await app.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from family_asset_owners where heirloom_id = ?', [teapot.id]))[0].n)).toBe(0);
  });
});

describe('lists', () => {
  it('pages by name, of one kind or one owner, within the trees each reads', async () => {
    expect(await names(f.ada)).toEqual(['Bicycle', "Grandmother's ring", 'Grandfather clock'].sort());
    expect(await names(f.ada, { type: 'jewellery' })).toEqual(["Grandmother's ring"]);
    expect(await names(f.ada, { owner: f.people.chioma })).toEqual(["Grandmother's ring"]);
    expect(await names(f.vera, { tree: f.ada.treeId })).toEqual(await names(f.ada));
    expect(await names(f.cleo)).toEqual([]);
    expect(codeOf(await f.cleo.client.gql(PAGE, { tree: f.ada.treeId }))).toBe('NOT_FOUND');
    const first = (await must<{ heirlooms: { nodes: { name: string }[]; endCursor: string; hasMore: boolean } }>(f.ada.client, PAGE, { first: 2 })).heirlooms;
    const next = (await must<{ heirlooms: { nodes: { name: string }[]; hasMore: boolean } }>(f.ada.client, PAGE, { first: 2, after: first.endCursor })).heirlooms;
    expect([...first.nodes, ...next.nodes].map((n) => n.name)).toEqual(await names(f.ada));
    expect([first.hasMore, next.hasMore]).toEqual([true, false]);
    expect(codeOf(await f.ada.client.gql(PAGE, { first: 51 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await f.ada.client.gql(PAGE, { after: 'nonsense' }))).toBe('BAD_USER_INPUT');
  });
});

/** Person keys in the table of cases, read once the family is built. */
function f0(key: 'grace' | 'ben' | 'chioma' | 'cleo') {
  return `@${key}`;
}
function resolve(value: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) => (typeof v === 'string' && v.startsWith('@') ? (v === '@cleo' ? f.cleo.selfMemberId : f.people[v.slice(1) as 'grace']) : v)) as Record<string, unknown>;
}
