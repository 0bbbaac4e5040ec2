import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildUser, type Person } from '../../../test/factories.ts';
import { buildFamily, kitGenotypes, makeKit, rawFile, threeGenerations } from '../../../test/dna/index.ts';
import type { Config } from '../../config.ts';
import { loadDnaKeys, parseDnaKeys } from './dna-keys.ts';
import { decodeGenotypes, decryptKit, encodeGenotypes } from './kits/index.ts';
import { resealKits } from './reseal-kits.job.ts';
import { uploadKit } from './test/upload-kit.ts';

// Rotating the DNA key: with a new key put in front of DNA_KEYS, the nightly job re-seals every kit
// sealed with an older one — a new stored object under the new key, the row moved to it, the old
// object gone — and the genotypes are exactly what they were.
const OLD = randomBytes(32).toString('base64');
const NEW = randomBytes(32).toString('base64');
let app: TestApp;
let ada: Person;
let rotated: Config;
const family = buildFamily(threeGenerations(), { seed: 9 });
const adaKit = makeKit(family, 'Ada', 'MyHeritage');

const rows = <T>(text: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(text, params);
const stored = (key: string) => path.join(app.config.uploadsDir, key);
const kitRow = async (id: string) => (await rows<{ raw_data_key: string; key_id: string }>('select raw_data_key, key_id from dna_profiles where id = ?', [id]))[0];

beforeAll(async () => {
  // A database of its own: the job re-seals every kit of the database, and other tests keep theirs in the shared one.
  app = await startTestApp({ DNA_KEYS: `k2026:${OLD}` }, { freshDatabase: true });
  ada = await buildUser(app, { name: 'Ada Reseal' });
  rotated = { ...app.config, dna: { ...app.config.dna, keys: `k2027:${NEW},k2026:${OLD}` } };
  await loadDnaKeys(rotated, app.orm);
});
afterAll(() => app?.close());

it('re-seals a kit with the new key, keeping its genotypes, and leaves no old object behind', async () => {
  const answer = await uploadKit(ada.client, rawFile(adaKit, { compression: 'gzip' }));
  expect(answer.status).toBe(201);
  const id = answer.json().id;
  const before = await kitRow(id);
  expect(before.key_id).toBe('k2026');

  expect(await resealKits(rotated, app.orm.em.fork())).toEqual({ resealed: 1, failed: 0 });
  const after = await kitRow(id);
  expect(after.key_id).toBe('k2027');
  expect(after.raw_data_key).not.toBe(before.raw_data_key);
  expect(existsSync(stored(before.raw_data_key))).toBe(false);
  // Opens with the new key alone, to the very genotypes uploaded.
  const opened = decodeGenotypes(decryptKit(readFileSync(stored(after.raw_data_key)), parseDnaKeys(`k2027:${NEW}`).byId));
  expect(encodeGenotypes(opened).equals(encodeGenotypes(kitGenotypes(adaKit)))).toBe(true);
  // Nothing left to do.
  expect(await resealKits(rotated, app.orm.em.fork())).toEqual({ resealed: 0, failed: 0 });
});

it('leaves a kit whose key the server is not given as it is, and says so', async () => {
  const answer = await uploadKit(ada.client, rawFile(adaKit, { compression: 'gzip' }));
  const id = answer.json().id;
  await rows("update dna_profiles set key_id = 'k2025' where id = ?", [id]);
  const lost = { ...app.config, dna: { ...app.config.dna, keys: `k2027:${NEW}` } };
  await loadDnaKeys(lost, app.orm);
  const said: string[] = [];
  const outcome = await resealKits(lost, app.orm.em.fork(), 1000, (message) => said.push(message));
  expect(outcome.failed).toBeGreaterThanOrEqual(1);
  expect(said.some((message) => message.includes(id))).toBe(true);
  expect((await kitRow(id)).key_id).toBe('k2025');
});
