import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { buildUser, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';
import { requireSamples, SAMPLES } from '../test/samples.ts';

// The administrator's command line (npm run gedcom), run as its own process against the database.

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
let app: TestApp;
let ada: Person;
let dataDir: string;

/** What the command wrote to stderr, apart from runtime warnings. */
const problems = (err: string) => err.split('\n').filter((line) => line.trim() && !/Warning|--trace-/.test(line));

/** Runs `npm run gedcom -- …` as the script itself; resolves with its exit code and output. */
function gedcom(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/gedcom.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'test', DATABASE_URL: process.env.KINFOLK_TEST_DB_URL, DATA_DIR: dataDir },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

beforeAll(async () => {
  requireSamples();
  app = await startTestApp();
  ada = await buildUser(app, { name: 'Ada Console' });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-cli-'));
});
afterAll(() => app.close());

describe('npm run gedcom', () => {
  let treeId: string;

  it('imports a file as a user, printing the report', async () => {
    const run = await gedcom('import', path.join(SAMPLES, 'djeffrey-samples/kennedy.ged'), '--email', ada.email, '--name', 'Kennedy console');
    expect(problems(run.err)).toEqual([]);
    expect(run.code).toBe(0);
    const done = /Imported 208 people, 75 families, \d+ other records and 0 photos into tree ([0-9a-f-]{36})\./.exec(run.out);
    expect(done).not.toBeNull();
    treeId = done![1];
    const data = await must<{ tree: { name: string; viewerRole: string }; familyStats: { memberCount: number } }>(
      ada.client,
      'query($id: ID!) { tree(id: $id) { name viewerRole } familyStats(treeId: $id) { memberCount } }',
      { id: treeId },
    );
    expect(data).toEqual({ tree: { name: 'Kennedy console', viewerRole: 'owner' }, familyStats: { memberCount: 208 } });
  });

  it('exports a tree as its owner', async () => {
    const out = path.join(dataDir, 'kennedy-out.ged');
    const run = await gedcom('export', treeId, '--out', out, '--version', '7.0');
    expect(problems(run.err)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Wrote 208 people and 75 families');
    const text = readFileSync(out, 'utf8');
    expect(text.startsWith('\uFEFF0 HEAD')).toBe(true);
    expect(text.split('\n').filter((line) => /^0 @[^@]+@ INDI/.test(line))).toHaveLength(208);
  });

  it('says what is wrong with a call in a sentence', async () => {
    const nobody = await gedcom('import', path.join(SAMPLES, 'djeffrey-samples/kennedy.ged'), '--email', 'nobody@example.com');
    expect(nobody.code).toBe(2);
    expect(problems(nobody.err)).toEqual(['Nobody has the e-mail address nobody@example.com.']);
    const usage = await gedcom('export', treeId);
    expect(usage.code).toBe(2);
    expect(problems(usage.err)[0]).toBe('Usage:');
    // A mistyped option is said with the usage, not answered with a stack trace.
    const mistyped = await gedcom('import', '--emial', 'ada@example.com');
    expect(mistyped.code).toBe(2);
    expect(problems(mistyped.err)[0]).toMatch(/^Unknown option '--emial'/);
    expect(problems(mistyped.err)).toContain('Usage:');
    expect(mistyped.err).not.toMatch(/^\s+at /m);
  });
});
