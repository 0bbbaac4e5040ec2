// Tree window and relationship calculator through the real /graphql endpoint, next to the raw SQL
// that reads the same rows, on seeded trees of 1,000, 10,000 and 100,000 members.
//   npm run bench:api            (BENCH_SIZES=1000,10000 to choose sizes; BENCH_REQUESTS=500)
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { startBenchServer, summarise } from './harness.ts';
import { seedTree } from './seed-tree.ts';
import { TREE_WINDOW_SQL, treeWindowParams } from '../api/src/modules/family/tree-window.repository.ts';

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const requests = Number(process.env.BENCH_REQUESTS ?? 500);
const GENERATIONS = 4;

const TREE = `query($focusId: ID, $g: Int) { familyTree(focusId: $focusId, generationsUp: $g, generationsDown: $g) {
  focusId hasMoreAbove hasMoreBelow nodes { id generation firstName lastName dateOfBirth dateOfDeath gender isAlive isSelf profilePictureUrl }
  edges { id kind fromId toId partnerKind } } }`;
const BETWEEN = 'query($a: ID!, $b: ID!) { relationshipBetween(fromId: $a, toId: $b) { relation description path { member { id firstName } via } } }';

const server = await startBenchServer();
console.log(`Kinfolk API benchmark — ${new Date().toISOString().slice(0, 10)}, ${requests} requests per figure, window ±${GENERATIONS} generations`);
try {
  for (const size of sizes) {
    const user = await server.signIn(`Bench User${size}`);
    const t0 = performance.now();
    const seeded = await seedTree(server.dbUrl, user.treeId, user.selfMemberId, size);
    const seedSeconds = (performance.now() - t0) / 1000;

    // Warm up, then measure the endpoint.
    for (let i = 0; i < 20; i++) await user.client.gql(TREE, { focusId: seeded.focusId, g: GENERATIONS });
    const apiMs: number[] = [];
    let nodes = 0;
    server.statements.count = 0;
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      const res = await user.client.gql<{ familyTree: { nodes: unknown[] } }>(TREE, { focusId: seeded.focusId, g: GENERATIONS });
      apiMs.push(performance.now() - start);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      nodes = res.data!.familyTree.nodes.length;
    }
    const statementsPerRequest = server.statements.count / requests;

    // What any signed-in request costs (session, viewer, GraphQL), for comparison.
    const baseMs: number[] = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      await user.client.gql('{ me { id } }');
      baseMs.push(performance.now() - start);
    }
    let calcStatements = 0;

    // The same window as raw SQL on a plain connection.
    const client = new pg.Client({ connectionString: server.dbUrl });
    await client.connect();
    const sqlMs: number[] = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      await client.query({ name: 'window', text: TREE_WINDOW_SQL, values: treeWindowParams(user.treeId, seeded.focusId, null, user.userId, GENERATIONS, GENERATIONS) });
      sqlMs.push(performance.now() - start);
    }
    await client.end();

    // The relationship calculator between random members of the youngest generations.
    const pairs = Array.from({ length: Math.min(requests, 300) }, (_, i) => [seeded.deepMemberIds[(i * 7919) % seeded.deepMemberIds.length], seeded.deepMemberIds[(i * 104729 + 13) % seeded.deepMemberIds.length]]);
    const calcMs: number[] = [];
    let example = '';
    server.statements.count = 0;
    for (const [a, b] of pairs) {
      const start = performance.now();
      const res = await user.client.gql<{ relationshipBetween: { description: string } }>(BETWEEN, { a, b });
      calcMs.push(performance.now() - start);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      example ||= res.data!.relationshipBetween.description;
    }

    calcStatements = server.statements.count / pairs.length;
    const api = summarise(apiMs);
    const base = summarise(baseMs);
    const sql = summarise(sqlMs);
    const calc = summarise(calcMs);
    console.log(`\n${seeded.memberCount.toLocaleString('en')} members, ${seeded.edgeCount.toLocaleString('en')} edges, ${seeded.generations} generations (seeded in ${seedSeconds.toFixed(1)} s)`);
    console.log(`  tree window (${nodes} members): API p50 ${api.p50} ms, p99 ${api.p99} ms | raw SQL p50 ${sql.p50} ms, p99 ${sql.p99} ms | ${statementsPerRequest.toFixed(1)} SQL statements per request`);
    console.log(`  baseline signed-in request ({ me { id } }): p50 ${base.p50} ms, p99 ${base.p99} ms`);
    console.log(`  relationship calculator: p50 ${calc.p50} ms, p99 ${calc.p99} ms, ${calcStatements.toFixed(1)} SQL statements per request (e.g. "${example}")`);
  }
} finally {
  await server.close();
}

