/**
 * @long DNA kits of real size, uploaded and compared
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, type Person } from '../../../test/factories.ts';
import { buildFamily, kitGenotypes, LIGHT_KIT_EVERY_NTH, LIGHT_KIT_MIN_MARKERS, makeKit, rawFile, threeGenerations, type ChipId, type SimFamily } from '../../../test/dna/index.ts';
import { zipBomb } from './kits/test/bombs.ts';
import { decodeGenotypes, decryptKit, encodeGenotypes } from './kits/index.ts';
import { dnaKeysOf } from './dna-keys.ts';
import { uploadKit } from './test/upload-kit.ts';

// Whole kits (every autosome is required), gzip'd: each upload is a few MB. Who may upload, name,
// read and delete a kit does not depend on its size: those tests upload Ada's kit at one in twenty of
// the chip's markers (adaLightKit, a light kit: LIGHT_KIT_EVERY_NTH, LIGHT_KIT_MIN_MARKERS), and
// each chip's kit, the sealing and the X's check are tried at their real size.
let app: TestApp;
let ada: Person;
let ben: Person;
let family: SimFamily;
let adaKitFile: Uint8Array;
let adaLightKit: Uint8Array;

const KIT_FIELDS = 'id provider fileVersion markers noCalls inferredSex ofRelative relativeConsentAt person { id firstName } viewerCan { delete }';
const rows = <T>(text: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(text, params);
const kitFolder = () => path.join(app.config.uploadsDir, 'dna-kits');
const storedObjects = () => (existsSync(kitFolder()) ? readdirSync(kitFolder()) : []);
const kitRows = async (userId: string) => (await rows<{ count: number }>('select count(*)::int as count from dna_profiles where user_id = ?', [userId]))[0].count;

beforeAll(async () => {
  app = await startTestApp({ DNA_MIN_MARKERS: LIGHT_KIT_MIN_MARKERS });
  [ada, ben] = await Promise.all([buildUser(app, { name: 'Ada Genome' }), buildUser(app, { name: 'Ben Genome' })]);
  family = buildFamily(threeGenerations(), { seed: 7 });
  adaKitFile = rawFile(makeKit(family, 'Ada', '23andMe-v5'), { compression: 'gzip' });
  adaLightKit = rawFile(makeKit(family, 'Ada', '23andMe-v5', { everyNth: LIGHT_KIT_EVERY_NTH }), { compression: 'gzip' });
});
afterAll(() => app?.close());

describe('POST /api/dna/kits', () => {
  const chips: [ChipId, string, string | null][] = [
    ['23andMe-v5', 'twenty_three_and_me', 'v5'],
    ['AncestryDNA-v2', 'ancestry', 'v2'],
    ['MyHeritage', 'myheritage', null],
    ['FamilyTreeDNA', 'ftdna', null],
  ];
  it.each(chips)('keeps a %s file as a sealed kit of its owner', async (chip, provider, version) => {
    const kit = makeKit(family, 'Ben', chip);
    const answer = await uploadKit(ada.client, rawFile(kit, { compression: chip === 'FamilyTreeDNA' ? 'gzip' : 'zip' }));
    expect(answer.status).toBe(201);
    const body = answer.json();
    expect(body).toMatchObject({ provider, inferredSex: 'male', ofRelative: false, personId: null });
    const { data } = await ada.client.gql<{ dnaKit: { provider: string; fileVersion: string | null; markers: number } }>(`query($id: ID!) { dnaKit(id: $id) { ${KIT_FIELDS} } }`, { id: body.id });
    expect(data?.dnaKit.provider).toBe(provider);
    if (version) expect(data?.dnaKit.fileVersion).toBe(version);
    // Every position of chromosomes 1–23 the file listed, minus the X's pseudo-autosomal ones.
    const expected = kitGenotypes(kit);
    let markers = 0;
    for (const { positions } of expected.chromosomes.values()) markers += positions.length;
    expect(data?.dnaKit.markers).toBe(markers);
  });

  it('seals the genotypes: the stored object holds none of their bytes, and opens to exactly the kit', async () => {
    const kit = makeKit(family, 'Ada', 'AncestryDNA-v1');
    const answer = await uploadKit(ada.client, rawFile(kit, { compression: 'gzip' }));
    expect(answer.status).toBe(201);
    const [{ raw_data_key: key, key_id: keyId }] = await rows<{ raw_data_key: string; key_id: string }>('select raw_data_key, key_id from dna_profiles where id = ?', [answer.json().id]);
    const stored = readFileSync(path.join(app.config.uploadsDir, key));
    const plain = encodeGenotypes(kitGenotypes(kit));
    // No 16-byte run of the compact genotypes, taken every 4 KB, appears in what is stored.
    const runs: Buffer[] = [];
    for (let at = 64; at + 16 <= plain.length; at += 4096) runs.push(plain.subarray(at, at + 16));
    expect(runs.length).toBeGreaterThan(100);
    expect(runs.filter((run) => stored.includes(run))).toEqual([]);
    const opened = decodeGenotypes(decryptKit(stored, dnaKeysOf(app.config).byId));
    expect(keyId).toBe(dnaKeysOf(app.config).currentId);
    for (const [chromosome, calls] of kitGenotypes(kit).chromosomes) {
      expect(Buffer.from(opened.chromosomes.get(chromosome)!.positions.buffer).equals(Buffer.from(calls.positions.buffer))).toBe(true);
      expect(Buffer.from(opened.chromosomes.get(chromosome)!.calls).equals(Buffer.from(calls.calls))).toBe(true);
    }
  });

  it("names the uploader's own person, or a relative's with their consent confirmed", async () => {
    const own = await uploadKit(ada.client, adaLightKit, { personId: ada.selfMemberId });
    expect(own.status).toBe(201);
    expect(own.json()).toMatchObject({ personId: ada.selfMemberId, ofRelative: false });
    const sister = (await addMember(ada, 'Cora', 'sibling', ada.selfMemberId, { gender: 'female' })).member.id;
    const refused = await uploadKit(ada.client, adaLightKit, { personId: sister });
    expect([refused.status, refused.code]).toEqual([400, 'DNA_CONSENT_REQUIRED']);
    const agreed = await uploadKit(ada.client, adaLightKit, { personId: sister, relativeConsent: 'true' });
    expect(agreed.status).toBe(201);
    const { data } = await ada.client.gql<{ dnaKit: { ofRelative: boolean; relativeConsentAt: string | null; person: { id: string } | null } }>(`query($id: ID!) { dnaKit(id: $id) { ${KIT_FIELDS} } }`, { id: agreed.json().id });
    expect(data?.dnaKit).toMatchObject({ ofRelative: true, person: { id: sister } });
    expect(data?.dnaKit.relativeConsentAt).not.toBeNull();
  });

  describe('refuses, keeping nothing (no row, no stored object)', () => {
    let before: { rows: number; objects: number };
    beforeEach(async () => {
      before = { rows: await kitRows(ada.id), objects: storedObjects().length };
    });
    afterEach(async () => {
      expect({ rows: await kitRows(ada.id), objects: storedObjects().length }).toEqual(before);
    });
    const small = () => makeKit(family, 'Ada', '23andMe-v4');
    const refusals: [string, () => Uint8Array, number, string][] = [
      ['a file of another format', () => Buffer.from('name,born\nAda,1900\n'.repeat(2000)), 400, 'DNA_FORMAT_UNKNOWN'],
      ['a truncated file', () => rawFile(small(), { truncateAt: 0.6 }), 400, 'DNA_FILE_TRUNCATED'],
      ['25 MB of random bytes', () => randomBytes(25 * 1024 * 1024), 400, 'DNA_FORMAT_UNKNOWN'],
      ['a zip bomb', () => zipBomb('# This data file generated by 23andMe at: Tue Mar 05 10:21:09 2024\n# We are using reference human assembly build 37.\n# rsid\tchromosome\tposition\tgenotype\n', 'rs3094315\t1\t752566\tAG\n', 150), 413, 'DNA_TOO_LARGE'],
      ['a file on GRCh38', () => rawFile(small(), { build: 38 }), 400, 'DNA_NOT_GRCH37'],
      ['a file with its markers listed twice', () => rawFile(small(), { duplicateRate: 0.1 }), 400, 'DNA_DUPLICATE_MARKERS'],
    ];
    it.each(refusals)('%s', async (_what, file, status, code) => {
      const answer = await uploadKit(ada.client, file());
      expect([answer.status, answer.code]).toEqual([status, code]);
      expect(answer.text.length).toBeGreaterThan(20);
    });

    it("a woman's kit for a person the tree records as a man", async () => {
      const brother = (await addMember(ada, 'Carl', 'sibling', ada.selfMemberId, { gender: 'male' })).member.id;
      const answer = await uploadKit(ada.client, adaKitFile, { personId: brother, relativeConsent: 'true' });
      expect([answer.status, answer.code]).toEqual([400, 'DNA_SEX_MISMATCH']);
      expect(answer.text).toContain("This kit's X chromosome is a woman's, but the tree records Carl as man.");
    });

    it('a person the uploader does not see, and no file at all', async () => {
      const hidden = await uploadKit(ada.client, adaLightKit, { personId: ben.selfMemberId, relativeConsent: 'true' });
      expect(hidden.status).toBe(404);
      const form = new FormData();
      form.append('personId', ada.selfMemberId);
      const res = await ada.client.fetch('/api/dna/kits', { method: 'POST', body: form });
      expect([res.status, res.headers.get('kinfolk-error-code')]).toEqual([400, 'DNA_FILE_MISSING']);
    });
  });

  it('asks a signed-out visitor to sign in', async () => {
    const { TestClient } = await import('../../../test/client.ts');
    const answer = await uploadKit(new TestClient(app.url), adaLightKit);
    expect(answer.status).toBe(401);
  });
});

describe('a kit is its owner’s alone', () => {
  it('is listed, read and deletable by its owner only; anyone else does not find it', async () => {
    const id = (await uploadKit(ada.client, adaLightKit)).json().id;
    const mine = await ada.client.gql<{ myDnaKits: { id: string }[] }>('{ myDnaKits { id } }');
    expect(mine.data?.myDnaKits.map((kit) => kit.id)).toContain(id);
    const theirs = await ben.client.gql<{ myDnaKits: { id: string }[] }>('{ myDnaKits { id } }');
    expect(theirs.data?.myDnaKits.map((kit) => kit.id)).not.toContain(id);
    const read = await ben.client.gql(`query($id: ID!) { dnaKit(id: $id) { id } }`, { id });
    expect(read.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const deleted = await ben.client.gql('mutation($id: ID!) { deleteDnaKit(id: $id) }', { id });
    expect(deleted.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await rows('select id from dna_profiles where id = ?', [id])).length).toBe(1);
  });
});

describe('Mutation.deleteDnaKit', () => {
  it('deletes the kit for good: its stored genotypes, its agreements to match and its comparisons', async () => {
    const [first, second] = [(await uploadKit(ada.client, adaLightKit)).json().id, (await uploadKit(ada.client, adaLightKit)).json().id];
    const [{ raw_data_key: key }] = await rows<{ raw_data_key: string }>('select raw_data_key from dna_profiles where id = ?', [first]);
    expect(existsSync(path.join(app.config.uploadsDir, key))).toBe(true);
    const [a, b] = [first, second].sort();
    await rows(`insert into dna_comparisons (id, created_at, updated_at, kit_a_id, kit_b_id, results, computed_at) values (gen_random_uuid(), now(), now(), ?, ?, '{}', now())`, [a, b]);
    await rows(`insert into dna_match_consents (id, created_at, updated_at, kit_id, with_user_id) values (gen_random_uuid(), now(), now(), ?, ?)`, [first, ben.id]);
    const { data } = await ada.client.gql<{ deleteDnaKit: string }>('mutation($id: ID!) { deleteDnaKit(id: $id) }', { id: first });
    expect(data?.deleteDnaKit).toBe(first);
    expect(existsSync(path.join(app.config.uploadsDir, key))).toBe(false);
    expect(await rows('select id from dna_profiles where id = ?', [first])).toEqual([]);
    expect(await rows('select id from dna_comparisons where kit_a_id = ? or kit_b_id = ?', [first, first])).toEqual([]);
    expect(await rows('select id from dna_match_consents where kit_id = ?', [first])).toEqual([]);
    const again = await ada.client.gql('mutation($id: ID!) { deleteDnaKit(id: $id) }', { id: first });
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('Mutation.deleteMyAccount', () => {
  it("deletes the leaving user's kits with their stored genotypes", async () => {
    const leaving = await buildUser(app, { name: 'Lena Leaving' });
    const id = (await uploadKit(leaving.client, adaLightKit)).json().id;
    const [{ raw_data_key: key }] = await rows<{ raw_data_key: string }>('select raw_data_key from dna_profiles where id = ?', [id]);
    const deleted = await leaving.client.gql('mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) }', { input: { email: leaving.email, trees: [{ treeId: leaving.treeId }] } });
    expect(deleted.errors).toBeUndefined();
    expect(existsSync(path.join(app.config.uploadsDir, key))).toBe(false);
    expect(await rows('select id from dna_profiles where id = ?', [id])).toEqual([]);
  });
});

describe('GET /api/me/export', () => {
  it("lists the owner's kits and agreements, never their genotypes, and no one else's kits", async () => {
    const id = (await uploadKit(ben.client, adaLightKit)).json().id;
    const adaIds = (await rows<{ id: string }>('select id from dna_profiles where user_id = ?', [ada.id])).map((row) => row.id);
    const res = await ben.client.fetch('/api/me/export');
    expect(res.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const listed = JSON.parse(strFromU8(entries['dna-kits.json'])) as { id: string; provider: string; markers: number }[];
    expect(listed.map((kit) => kit.id)).toEqual([id]);
    expect(listed[0]).toMatchObject({ provider: 'twenty_three_and_me' });
    expect(Object.keys(entries).filter((name) => name.startsWith('dna'))).toEqual(['dna-kits.json']);
    const text = Object.values(entries).map((bytes) => strFromU8(bytes, true)).join('');
    expect(adaIds.filter((adaId) => text.includes(adaId))).toEqual([]);
  });
});
