// The memories grid through the real /graphql endpoint, with the web app's own query (the
// MemoryCardFields of every card), on 10,000 memories of one user in 20 circles: the first page and
// a page 5,000 memories in, their latency and the SQL statements each request sends.
//   npm run bench:gallery            (BENCH_MEMORIES=10000, BENCH_REQUESTS=500)
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { MemoriesDocument } from '../web/src/gql/graphql.ts';
import { memoryPage } from '../api/src/modules/memories/memory.repository.ts';
import { startBenchServer, statementCount, summarise } from './harness.ts';
import { seedMemories } from './seed/memories.ts';

const memories = Number(process.env.BENCH_MEMORIES ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 500);
const CIRCLES = 20;
const PAGE = 24;
const DEEP = Math.min(5_000, Math.floor(memories / 2));
const P99_TARGET_MS = 20;
const MEMORIES = print(MemoriesDocument);
// The same without each card's circle, to show what reading the circles costs.
const WITHOUT_CIRCLE = MEMORIES.replace(/\n\s*circle \{\s*id\s*name\s*\}/, '');

interface Page {
  memories: { nodes: { id: string; createdAt: string; circle: { id: string } }[]; endCursor: string | null; hasMore: boolean };
}

const server = await startBenchServer();
console.log(`Kinfolk memories grid — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`Target: memories(first: ${PAGE}) p99 ≤ ${P99_TARGET_MS} ms, on the first page and deep in; the same number of SQL statements whatever the page and its size.`);
try {
  const user = await server.signIn('Bench Gallery');
  const page = async (first: number, after: string | null, query = MEMORIES) => {
    const res = await user.client.gql<Page>(query, { first, after });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.memories;
  };

  const circleIds: string[] = [];
  for (let i = 0; i < CIRCLES; i++) {
    const res = await user.client.gql<{ createCircle: { id: string } }>('mutation($i: CreateCircleInput!) { createCircle(input: $i) { id } }', { i: { name: `Circle ${i + 1}`, isPrivate: i % 2 === 0, memberIds: [] } });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    circleIds.push(res.data!.createCircle.id);
  }
  const memberIds: string[] = [];
  for (let i = 0; i < 8; i++) {
    const res = await user.client.gql<{ addFamilyMember: { member: { id: string } } }>('mutation($i: AddFamilyMemberInput!) { addFamilyMember(input: $i) { member { id } } }', {
      i: { firstName: `Kid${i}`, lastName: 'Gallery', relativeId: user.selfMemberId, relationshipType: 'child' },
    });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    memberIds.push(res.data!.addFamilyMember.member.id);
  }
  const t0 = performance.now();
  const seeded = await seedMemories(server.dbUrl, user.userId, circleIds, memberIds, memories);
  console.log(`\n${seeded.memories.toLocaleString('en')} memories in ${CIRCLES} circles, ${seeded.files.toLocaleString('en')} stored file rows, ${seeded.tags.toLocaleString('en')} tags (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  // Follow the cursors to the page that starts at the 5,000th memory, checking the order on the way.
  const walkStart = performance.now();
  const seen = new Set<string>();
  let cursor: string | null = null;
  let last = Infinity;
  let pages = 0;
  while (seen.size + PAGE <= DEEP) {
    const { nodes, endCursor } = await page(PAGE, cursor);
    for (const node of nodes) {
      const at = Date.parse(node.createdAt);
      if (seen.has(node.id) || at > last) throw new Error(`Page ${pages + 1} repeats or misorders ${node.id}`);
      seen.add(node.id);
      last = at;
    }
    cursor = endCursor;
    pages++;
  }
  const deepCursor = cursor!;
  console.log(`  followed ${pages} pages by their cursors (${seen.size.toLocaleString('en')} memories, none repeated, newest first) in ${((performance.now() - walkStart) / 1000).toFixed(1)} s; the deep page starts at memory ${(seen.size + 1).toLocaleString('en')}`);

  // SQL statements per request: the most frequent count over 10 requests (the job queue's polling shares the counter).
  const statementsPer = (first: number, after: string | null) => statementCount(server.statements, () => page(first, after));

  const timings = async (after: string | null) => {
    for (let i = 0; i < 20; i++) await page(PAGE, after);
    const ms: number[] = [];
    let circles = 0;
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      const result = await page(PAGE, after);
      ms.push(performance.now() - start);
      circles = new Set(result.nodes.map((n) => n.circle.id)).size;
    }
    return { ...summarise(ms), circles };
  };

  const first = await timings(null);
  const deep = await timings(deepCursor);
  // Pages of 1 and 5 memories show fewer of the circles than the 20 every longer page shows.
  const counts = {
    first24: await statementsPer(PAGE, null),
    deep24: await statementsPer(PAGE, deepCursor),
    first100: await statementsPer(100, null),
    deep100: await statementsPer(100, deepCursor),
    first1: await statementsPer(1, null),
    first5: await statementsPer(5, null),
  };
  const verdict = (p99: number) => `[target p99 ≤ ${P99_TARGET_MS} ms: ${p99 <= P99_TARGET_MS ? 'met' : 'missed'}]`;

  // For comparison: the page's one statement alone, and what any signed-in request costs.
  const em = server.orm.em.fork();
  const [createdAt, id] = deepCursor.split('|');
  const sqlMs = { first: [] as number[], deep: [] as number[] };
  for (let i = 0; i < requests; i++) {
    let start = performance.now();
    await memoryPage(em, { viewerId: user.userId, limit: PAGE + 1 });
    sqlMs.first.push(performance.now() - start);
    start = performance.now();
    await memoryPage(em, { viewerId: user.userId, after: { createdAt, id }, limit: PAGE + 1 });
    sqlMs.deep.push(performance.now() - start);
  }
  if (WITHOUT_CIRCLE === MEMORIES) throw new Error('The grid query no longer reads circle { id name }.');
  const noCircleMs: number[] = [];
  for (let i = 0; i < requests / 5; i++) {
    const start = performance.now();
    await page(PAGE, null, WITHOUT_CIRCLE);
    noCircleMs.push(performance.now() - start);
  }
  const noCircle = summarise(noCircleMs);
  const baseMs: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    await user.client.gql('{ me { id } }');
    baseMs.push(performance.now() - start);
  }
  const sqlFirst = summarise(sqlMs.first);
  const sqlDeep = summarise(sqlMs.deep);
  const base = summarise(baseMs);

  console.log(`\nmemories(first: ${PAGE}) with MemoryCardFields, ${requests} requests each:`);
  console.log(`  first page (${first.circles} circles on it): p50 ${first.p50} ms, p99 ${first.p99} ms   ${verdict(first.p99)}`);
  console.log(`  page from memory ${(seen.size + 1).toLocaleString('en')} (${deep.circles} circles on it): p50 ${deep.p50} ms, p99 ${deep.p99} ms   ${verdict(deep.p99)}`);
  console.log(`  the page's statement alone (memoryPage): first p50 ${sqlFirst.p50} ms, p99 ${sqlFirst.p99} ms | deep p50 ${sqlDeep.p50} ms, p99 ${sqlDeep.p99} ms`);
  console.log(`  first page without each card's circle { id name } (${requests / 5} requests): p50 ${noCircle.p50} ms, p99 ${noCircle.p99} ms`);
  console.log(`  baseline signed-in request ({ me { id } }): p50 ${base.p50} ms, p99 ${base.p99} ms`);
  const constant = new Set(Object.values(counts)).size === 1;
  console.log(
    `\nSQL statements per request: first page ${counts.first24} (first: 100 → ${counts.first100}), deep page ${counts.deep24} (first: 100 → ${counts.deep100}); first: 1 → ${counts.first1}, first: 5 → ${counts.first5}   [target constant: ${constant ? 'met' : 'missed'}]`,
  );
} finally {
  await server.close();
}
