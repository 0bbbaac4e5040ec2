import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildUser, type Person } from '../../../test/factories.ts';
import { buildFamily, makeKit, rawFile, threeGenerations, trueSharedSegments, type SimFamily } from '../../../test/dna/index.ts';
import { compareKitWithOthers } from './kit-matching.job.ts';
import { storeComparison } from './dna-comparison.repository.ts';
import { uploadKit } from './test/upload-kit.ts';

// The comparison job on kits of a simulated family (Ada and Ben first cousins, Cora Ada's sister),
// uploaded by three users: a pair is compared only when both owners agreed to each other (or the two
// kits are one owner's), and the result is the comparison of the two kits.
let app: TestApp;
let ada: Person;
let ben: Person;
let cleo: Person;
let family: SimFamily;
const kits: Record<string, string> = {};

const rows = <T>(text: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(text, params);
const agree = (kitId: string, withUserId: string) =>
  rows(`insert into dna_match_consents (id, created_at, updated_at, kit_id, with_user_id) values (gen_random_uuid(), now(), now(), ?, ?)`, [kitId, withUserId]);
const pairOf = (x: string, y: string) => (x < y ? [x, y] : [y, x]);
const comparison = async (x: string, y: string) =>
  (await rows<{ results: { autosomal: { totalCm: number; segmentCount: number } } }>('select results from dna_comparisons where kit_a_id = ? and kit_b_id = ?', pairOf(x, y)))[0] ?? null;
const progressOf = async (kitId: string) =>
  (await rows<{ status: string; compared_count: number; compare_total: number; last_synced: Date | null }>('select status, compared_count, compare_total, last_synced from dna_profiles where id = ?', [kitId]))[0];

/** Waits for the queue's own run of a new kit's job to end (it finds nothing to compare yet). */
async function settled(kitId: string) {
  for (let i = 0; i < 600 && (await progressOf(kitId)).status !== 'ready'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, cleo] = await Promise.all([buildUser(app, { name: 'Ada Match' }), buildUser(app, { name: 'Ben Match' }), buildUser(app, { name: 'Cleo Match' })]);
  family = buildFamily(threeGenerations(), { seed: 11 });
  for (const [who, person, chip] of [[ada, 'Ada', '23andMe-v5'], [ben, 'Ben', '23andMe-v5'], [cleo, 'Cora', 'AncestryDNA-v2']] as const) {
    const answer = await uploadKit(who.client, rawFile(makeKit(family, person, chip), { compression: 'gzip' }));
    expect(answer.status).toBe(201);
    kits[person] = answer.json().id;
    await settled(kits[person]);
  }
});
afterAll(() => app?.close());

describe('comparing a kit with the kits it may be compared with', () => {
  it('compares nothing while only one owner agreed', async () => {
    await agree(kits.Ada, ben.id);
    expect(await compareKitWithOthers(app.config, app.orm.em.fork(), kits.Ada)).toBe(0);
    expect(await comparison(kits.Ada, kits.Ben)).toBeNull();
    expect(await progressOf(kits.Ada)).toMatchObject({ status: 'ready', compared_count: 0, compare_total: 0 });
  });

  it('compares the pair once both agreed, storing what the two kits share, with the progress on the kit', async () => {
    await agree(kits.Ben, ada.id);
    expect(await compareKitWithOthers(app.config, app.orm.em.fork(), kits.Ben)).toBe(1);
    const stored = await comparison(kits.Ada, kits.Ben);
    const truth = trueSharedSegments(family.person('Ada'), family.person('Ben'), { minCm: 7 });
    expect(stored?.results.autosomal.totalCm).toBeGreaterThan(truth.totalCm * 0.9);
    expect(stored?.results.autosomal.totalCm).toBeLessThan(truth.totalCm * 1.1);
    const progress = await progressOf(kits.Ben);
    expect(progress).toMatchObject({ status: 'ready', compared_count: 1, compare_total: 1 });
    expect(progress.last_synced).not.toBeNull();
    // Already compared: a second run finds nothing new.
    expect(await compareKitWithOthers(app.config, app.orm.em.fork(), kits.Ada)).toBe(0);
    // Cora's kit (Cleo's upload) agreed to nobody: never compared with Ada or Ben.
    expect(await compareKitWithOthers(app.config, app.orm.em.fork(), kits.Cora)).toBe(0);
  });

  it('compares two kits of one owner without any agreement', async () => {
    const second = await uploadKit(cleo.client, rawFile(makeKit(family, 'Ada', 'MyHeritage'), { compression: 'gzip' }));
    const id = second.json().id;
    await settled(id);
    expect(await comparison(kits.Cora, id)).not.toBeNull();
    expect(await comparison(kits.Ada, id)).toBeNull();
  });

  it('keeps out the result of a pair whose agreement was withdrawn during the run', async () => {
    await agree(kits.Cora, ada.id);
    await agree(kits.Ada, cleo.id);
    await rows('delete from dna_match_consents where kit_id = ? and with_user_id = ?', [kits.Cora, ada.id]);
    const [a, b] = pairOf(kits.Ada, kits.Cora);
    expect(await storeComparison(app.orm.em.fork(), a, b, { autosomal: {} })).toBe(false);
    expect(await comparison(kits.Ada, kits.Cora)).toBeNull();
  });
});
