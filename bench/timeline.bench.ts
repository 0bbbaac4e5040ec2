// The timeline through the real /graphql endpoint, with the web app's own query, on a tree of
// 100,000 people (births, deaths, marriages) with 60,000 memories (half of them dated), 10,000 stories
// and 2,000 family events (about 240,000 entries): the first page and the page from 1850, their latency and the SQL
// statements each request sends; the year dropdown's counts for comparison.
//   node bench/timeline.bench.ts     (BENCH_PEOPLE=100000, BENCH_REQUESTS=300)
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { print } from 'graphql';
import { TimelineDocument, TimelineYearsDocument } from '../web/src/gql/graphql.ts';
import { timelinePage } from '../api/src/modules/timeline/index.ts';
import { User } from '../api/src/modules/users/user.entity.ts';
import { startBenchServer, statementCount, summarise } from './harness.ts';
import { seedMemories } from './seed/memories.ts';
import { seedTimeline } from './seed/timeline.ts';
import { seedTree } from './seed/tree.ts';

const people = Number(process.env.BENCH_PEOPLE ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const MEMORIES = Math.round(people * 0.6);
const STORIES = Math.round(people / 10);
const EVENTS = Math.round(people / 50);
const CIRCLES = 20;
const PAGE = 50;
const P99_TARGET_MS = 30;
const TIMELINE = print(TimelineDocument);
const YEARS = print(TimelineYearsDocument);

interface Page {
  timeline: { nodes: { id: string; date: string }[]; endCursor: string | null; hasMore: boolean };
}

const server = await startBenchServer();
console.log(`Kinfolk timeline — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`Target: timeline(first: ${PAGE}) p99 ≤ ${P99_TARGET_MS} ms through /graphql, on the first page and on the page from 1850; the same number of SQL statements whatever the page's size.`);
try {
  const user = await server.signIn('Bench Timeline');
  const must = async <T>(query: string, variables: Record<string, unknown>) => {
    const res = await user.client.gql<T>(query, variables);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  };
  const page = async (variables: { after?: string | null; fromYear?: number; first?: number; filter?: string }) =>
    (await must<Page>(TIMELINE, { filter: 'all', first: PAGE, ...variables })).timeline;

  const circleIds: string[] = [];
  for (let i = 0; i < CIRCLES; i++) {
    const data = await must<{ createCircle: { id: string } }>('mutation($i: CreateCircleInput!) { createCircle(input: $i) { id } }', { i: { name: `Circle ${i + 1}`, isPrivate: i % 2 === 0, memberIds: [] } });
    circleIds.push(data.createCircle.id);
  }
  const t0 = performance.now();
  const tree = await seedTree(server.dbUrl, user.treeId, user.selfMemberId, people);
  const tagged = tree.deepMemberIds.slice(0, 500);
  await seedMemories(server.dbUrl, user.userId, circleIds, tagged, MEMORIES);
  const db = new pg.Client({ connectionString: server.dbUrl });
  await db.connect();
  const memoryIds = (await db.query<{ id: string }>('select id from memories order by id limit 2000')).rows.map((r) => r.id);
  await db.end();
  const seeded = await seedTimeline(server.dbUrl, { treeId: user.treeId, userId: user.userId, circleIds, memberIds: tagged, memoryIds, stories: STORIES, events: EVENTS });
  const years = (await must<{ timelineYears: { year: number; count: number }[] }>(YEARS, { filter: 'all' })).timelineYears;
  const entries = years.reduce((sum, y) => sum + y.count, 0);
  console.log(
    `\n${tree.memberCount.toLocaleString('en')} people: ${seeded.births.toLocaleString('en')} births, ${seeded.deaths.toLocaleString('en')} deaths, ${seeded.marriages.toLocaleString('en')} marriages; ` +
      `${seeded.memories.toLocaleString('en')} dated memories, ${seeded.stories.toLocaleString('en')} stories, ${seeded.events.toLocaleString('en')} events → ` +
      `${entries.toLocaleString('en')} entries over ${years.length} years (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );

  // Follow the cursors from 1850 across a few years, checking the order and that nothing repeats.
  const walk = async (fromYear: number | undefined, pages: number) => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    let last = '9999-12-31';
    for (let i = 0; i < pages; i++) {
      const { nodes, endCursor }: Page['timeline'] = await page(cursor ? { after: cursor } : { fromYear });
      for (const node of nodes) {
        if (seen.has(node.id) || node.date > last) throw new Error(`Page ${i + 1} repeats or misorders ${node.id}`);
        seen.add(node.id);
        last = node.date;
      }
      cursor = endCursor;
      if (!cursor) break;
    }
    return { count: seen.size, last };
  };
  const walked = await walk(1850, 40);
  console.log(`  followed 40 pages from 1850 by their cursors: ${walked.count.toLocaleString('en')} entries, none repeated, newest first, down to ${walked.last}`);

  // SQL statements per request: the most frequent count over 10 requests (the job queue's polling shares the counter).
  const statementsPer = (variables: Parameters<typeof page>[0]) => statementCount(server.statements, () => page(variables));

  // Warm up until every pooled connection has prepared the page's statements (each is planned once per connection).
  const timings = async (variables: Parameters<typeof page>[0], n = requests) => {
    for (let i = 0; i < 100; i++) await page(variables);
    const ms: number[] = [];
    let kinds = '';
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      const result = await page(variables);
      ms.push(performance.now() - start);
      kinds = `${result.nodes.length} entries, ${result.nodes[0]?.date} to ${result.nodes.at(-1)?.date}`;
    }
    return { ...summarise(ms), kinds };
  };
  const verdict = (p99: number) => `[target p99 ≤ ${P99_TARGET_MS} ms: ${p99 <= P99_TARGET_MS ? 'met' : 'missed'}]`;

  const first = await timings({});
  const from1850 = await timings({ fromYear: 1850 });
  const births = await timings({ filter: 'births', fromYear: 1850 }, requests / 3);
  const memories = await timings({ filter: 'memories' }, requests / 3);
  const yearsMs: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await must(YEARS, { filter: 'all' });
    yearsMs.push(performance.now() - start);
  }
  const counts = { first: await statementsPer({}), from1850: await statementsPer({ fromYear: 1850 }), first200: await statementsPer({ first: 200 }), first1: await statementsPer({ first: 1 }) };
  // For comparison: the timeline's own work (the grants, the page, what its entries show) without HTTP or GraphQL.
  const viewer = await server.orm.em.fork().findOneOrFail(User, { id: user.userId });
  const serviceTimings = async (args: { fromYear?: number }) => {
    const ms: number[] = [];
    for (let i = 0; i < requests; i++) {
      const sc = { em: server.orm.em.fork(), viewer, authMethod: 'session' as const, config: server.config, origin: server.url, grants: new Map(), memo: new Map() };
      const start = performance.now();
      await timelinePage(sc, { filter: 'all', first: PAGE, ...args });
      ms.push(performance.now() - start);
    }
    return summarise(ms);
  };
  const serviceFirst = await serviceTimings({});
  const service1850 = await serviceTimings({ fromYear: 1850 });
  const baseMs: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    await user.client.gql('{ me { id } }');
    baseMs.push(performance.now() - start);
  }
  const base = summarise(baseMs);
  const yearsSummary = summarise(yearsMs);

  console.log(`\ntimeline(first: ${PAGE}) with TimelineEntryFields, ${requests} requests each:`);
  console.log(`  first page (${first.kinds}): p50 ${first.p50} ms, p99 ${first.p99} ms   ${verdict(first.p99)}`);
  console.log(`  page from 1850 (${from1850.kinds}): p50 ${from1850.p50} ms, p99 ${from1850.p99} ms   ${verdict(from1850.p99)}`);
  console.log(`  births from 1850, ${requests / 3} requests: p50 ${births.p50} ms, p99 ${births.p99} ms; memories, first page: p50 ${memories.p50} ms, p99 ${memories.p99} ms`);
  console.log(`  the timeline's own work alone (timelinePage: the grants, then the page with its entries' details): first p50 ${serviceFirst.p50} ms, p99 ${serviceFirst.p99} ms | from 1850 p50 ${service1850.p50} ms, p99 ${service1850.p99} ms`);
  console.log(`  timelineYears (the dropdown, counts every entry; 20 requests): p50 ${yearsSummary.p50} ms, p99 ${yearsSummary.p99} ms`);
  console.log(`  baseline signed-in request ({ me { id } }): p50 ${base.p50} ms, p99 ${base.p99} ms`);
  console.log(`  load average at the end: ${os.loadavg()[0].toFixed(1)}`);
  // The session, the viewer's grants, and the page with what its entries show.
  const constant = new Set(Object.values(counts)).size === 1;
  console.log(`\nSQL statements per request: first page ${counts.first}, page from 1850 ${counts.from1850}, first: 200 → ${counts.first200}, first: 1 → ${counts.first1}   [target constant: ${constant ? 'met' : 'missed'}]`);
} finally {
  await server.close();
}
