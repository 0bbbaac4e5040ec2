// The whole window of a 100,000-person tree through /graphql, as another app server (or one just
// restarted) meets it: no window kept in this server's memory (WINDOW_CACHE_PEOPLE=0), so the first
// read after a change walks the tree and writes the prepared copy to the database, and the reads
// after it read that copy back. Beside each, the server's event-loop delay meanwhile: what every
// other request on the server waited.
//   npm run bench:whole-window     (BENCH_PEOPLE=100000, BENCH_ROUNDS=3)
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pg from 'pg';
import { preparedWindowsSaved } from '../api/src/modules/family/tree-window/whole-window-cache.ts';
import { UPDATE_MEMBER } from '../api/test/trees.ts';
import { startBenchServer } from './harness.ts';
import { seedTree } from './seed/tree.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WHOLE = `query($focusId: ID) { familyTreeColumns(focusId: $focusId, generationsUp: 0, generationsDown: 30) { size columns } }`;

const server = await startBenchServer({ WINDOW_CACHE_PEOPLE: '0', INSIGHTS_RECOMPUTE_DELAY_MS: '3600000' });
try {
  const user = await server.signIn('Bench Viewer');
  await user.client.gql('mutation($input: CompleteOnboardingInput!) { completeOnboarding(input: $input) { id } }', { input: { firstName: 'Bench', lastName: 'Viewer', bio: 'Reads the whole tree', location: 'Here' } });
  const seeded = await seedTree(server.dbUrl, user.treeId, user.selfMemberId, PEOPLE, 1);
  // Fresh planner statistics, as autovacuum gives a tree a minute after a bulk load.
  const db = new pg.Client({ connectionString: server.dbUrl });
  await db.connect();
  await db.query('analyze');
  await db.end();
  console.log(`Kinfolk whole window — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
  console.log(`${PEOPLE.toLocaleString('en')} people, the founder's whole line; no window kept in memory (as another server finds it)`);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const read = async () => {
    const started = performance.now();
    const { data, errors } = await user.client.gql<{ familyTreeColumns: { size: number } }>(WHOLE, { focusId: seeded.founderId });
    if (errors || !data) throw new Error(JSON.stringify(errors));
    return { ms: performance.now() - started, size: data.familyTreeColumns.size };
  };
  const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
  for (let round = 1; round <= ROUNDS; round++) {
    await user.client.gql(UPDATE_MEMBER, { id: seeded.founderId, input: { firstName: `Founder ${round}` } });
    delay.reset();
    delay.enable();
    const started = performance.now();
    const first = await read();
    await preparedWindowsSaved();
    const saved = performance.now() - started;
    delay.disable();
    const during = { max: delay.max / 1e6, p99: delay.percentile(99) / 1e6 };
    delay.reset();
    delay.enable();
    const again = [await read(), await read(), await read()];
    delay.disable();
    console.log(
      `round ${round}: first read after a change ${ms(first.ms)} (${first.size.toLocaleString('en')} people), copy kept by ${ms(saved)}; ` +
        `event loop meanwhile max ${ms(during.max)}, p99 ${ms(during.p99)} | the copy read back: ${again.map((r) => ms(r.ms)).join(', ')}; event loop max ${ms(delay.max / 1e6)}`,
    );
  }
} finally {
  await server.close();
}
