// The daily-moments feed through the real /graphql endpoint, with the web app's own query: 1,000
// families of five readers, 20 earlier days each, every reader answering every day (100,000
// answers, a third liked by the rest of the family). The reader's first page of earlier days (seven
// days with their 35 answers, likes and authors) and today's moment: their latency next to the target
// and the SQL statements each request sends (the same whatever the page's size).
//   node bench/daily-moments.bench.ts     (BENCH_FAMILIES=1000, BENCH_MEMBERS=5, BENCH_DAYS=20, BENCH_REQUESTS=300)
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { EarlierMomentsDocument, TodaysMomentDocument } from '../web/src/gql/graphql.ts';
import { answersOfMoments, momentPage } from '../api/src/modules/daily-moments/daily-moment.repository.ts';
import { startBenchServer, statementCount, summarise } from './harness.ts';
import { seedDailyMoments } from './seed/daily-moments.ts';

const families = Number(process.env.BENCH_FAMILIES ?? 1000);
const members = Number(process.env.BENCH_MEMBERS ?? 5);
const days = Number(process.env.BENCH_DAYS ?? 20);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const P99_TARGET_MS = 20;
const FEED = print(EarlierMomentsDocument);
const TODAY = print(TodaysMomentDocument);

const server = await startBenchServer();
console.log(`Kinfolk daily moments — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`Target: the first page of a family's earlier days p99 ≤ ${P99_TARGET_MS} ms through /graphql; the same number of SQL statements whatever the page's size.`);
try {
  const user = await server.signIn('Bench Moments');
  const ask = async (query: string, variables: Record<string, unknown>) => {
    const res = await user.client.gql<Record<string, unknown>>(query, variables);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  };
  const t0 = performance.now();
  const seeded = await seedDailyMoments(server.dbUrl, { treeId: user.treeId, userId: user.userId }, { families, members, days });
  console.log(`\n${seeded.families.toLocaleString('en')} families × ${seeded.days} days: ${seeded.answers.toLocaleString('en')} answers, ${seeded.likes.toLocaleString('en')} likes (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const feed = (first: number) => ask(FEED, { treeId: user.treeId, first });
  const firstPage = (await feed(7)) as { dailyMoments: { nodes: { answers: unknown[] }[] } };
  console.log(`  first page: ${firstPage.dailyMoments.nodes.length} days, ${firstPage.dailyMoments.nodes.reduce((n, d) => n + d.answers.length, 0)} answers`);

  // SQL statements per request: the most frequent count over 10 requests (the job queue's polling shares the counter).
  const statementsPer = (work: () => Promise<unknown>) => statementCount(server.statements, work);
  const time = async (work: () => Promise<unknown>) => {
    for (let i = 0; i < 30; i++) await work();
    const ms: number[] = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      await work();
      ms.push(performance.now() - start);
    }
    return summarise(ms);
  };
  const counts = { first7: await statementsPer(() => feed(7)), first1: await statementsPer(() => feed(1)), first20: await statementsPer(() => feed(20)), today: await statementsPer(() => ask(TODAY, { treeId: user.treeId })) };
  const page = await time(() => feed(7));
  const today = await time(() => ask(TODAY, { treeId: user.treeId }));
  // The page's two statements of its own, called in this process without HTTP or GraphQL: what the database spends.
  const before = new Date().toISOString().slice(0, 10);
  const sql = await time(async () => {
    const em = server.orm.em.fork();
    const rows = await momentPage(em, { readerId: user.userId, treeId: user.treeId, before, limit: 8 });
    await answersOfMoments(em, user.userId, rows.slice(0, 7).map((r) => r.id));
  });
  const met = page.p99 <= P99_TARGET_MS;
  const constant = counts.first7 === counts.first1 && counts.first1 === counts.first20;
  console.log(`\n${requests} requests each, after 30 to warm up:`);
  console.log(`  first page of earlier days (7 days, 35 answers)  p50 ${page.p50} ms  p99 ${page.p99} ms  mean ${page.mean} ms   [target p99 ≤ ${P99_TARGET_MS} ms: ${met ? 'met' : 'MISSED'}]`);
  console.log(`  today's moment with its answers                  p50 ${today.p50} ms  p99 ${today.p99} ms  mean ${today.mean} ms`);
  console.log(`  the page's days and answers, SQL alone            p50 ${sql.p50} ms  p99 ${sql.p99} ms  mean ${sql.mean} ms`);
  console.log(`\nSQL statements per request: first: 7 → ${counts.first7}, first: 1 → ${counts.first1}, first: 20 → ${counts.first20}; today's moment ${counts.today}   [target constant: ${constant ? 'met' : 'missed'}]`);
  console.log(`Load average at the end: ${os.loadavg()[0].toFixed(1)} (the figures follow it on a shared machine).`);
} finally {
  await server.close();
}
