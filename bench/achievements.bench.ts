// Achievements through the real /graphql endpoint, with the web app's own queries, over a tree of
// 20,000 people with 20,000 achievements (a tenth of them celebrated by ten relatives each) and
// another family's 20,000 the reader may not see: the family's page (first 20 and first 50), a
// person's achievements, the timeline's Achievements filter and a search word; their latency next to
// the target and the SQL statements per request (the same whatever the page's size).
//   node bench/achievements.bench.ts            (BENCH_PEOPLE=20000, BENCH_ACHIEVEMENTS=20000, BENCH_REQUESTS=300)
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import pg from 'pg';
import { AchievementsDocument, MemberAchievementsDocument } from '../web/src/gql/graphql.ts';
import { achievementPage } from '../api/src/modules/achievements/achievement.repository.ts';
import { startBenchServer, statementCount, summarise } from './harness.ts';
import { seedTree } from './seed/tree.ts';

const people = Number(process.env.BENCH_PEOPLE ?? 20_000);
const achievements = Number(process.env.BENCH_ACHIEVEMENTS ?? 20_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const P99_TARGET_MS = 50;
const TYPES = ['graduation', 'award', 'sport', 'career', 'service', 'milestone'];

/** `count` achievements of the tree's people, straight into the table; a tenth celebrated by each of `celebrants`. */
async function seedAchievements(dbUrl: string, treeId: string, recorderId: string, count: number, celebrants: string[]) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from family_members where tree_id = $1 order by id', [treeId]);
    const ids: string[] = [];
    for (let start = 0; start < count; start += 5000) {
      const batch = Array.from({ length: Math.min(5000, count - start) }, (_, k) => {
        const i = start + k;
        const year = 1900 + (i % 120);
        return { id: randomUUID(), member: rows[i % rows.length].id, type: TYPES[i % TYPES.length], title: `${i % 100 === 0 ? 'Lighthouse keeper' : 'Prize'} number ${i}`, date: String(year), day: `${year}-01-01`, last: `${year}-12-31` };
      });
      ids.push(...batch.map((a) => a.id));
      await client.query(
        `insert into family_achievements (id, created_at, updated_at, tree_id, member_id, recorded_by_id, achievement_type, title, description, date, date_earliest, date_latest, day)
         select a.id, now(), now(), $1, a.member, $2, a.type, a.title, 'Told at every family dinner', a.date, a.day::date, a.last::date, a.day::date
         from json_to_recordset($3::json) as a(id uuid, member uuid, type text, title text, date text, day text, last text)`,
        [treeId, recorderId, JSON.stringify(batch)],
      );
    }
    const celebrated = ids.filter((_, i) => i % 10 === 0);
    for (const userId of celebrants) {
      await client.query(`insert into achievement_celebrations (achievement_id, user_id, created_at) select unnest($1::uuid[]), $2, now()`, [celebrated, userId]);
    }
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

const server = await startBenchServer();
console.log(`Kinfolk achievements — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`Target: achievements(first: 20) p99 ≤ ${P99_TARGET_MS} ms through /graphql over ${achievements.toLocaleString('en')} achievements; the same number of SQL statements whatever the page's size.`);
try {
  const reader = await server.signIn('Bench Reader');
  const other = await server.signIn('Bench Other Family');
  const relatives = await Promise.all(Array.from({ length: 10 }, (_, i) => server.signIn(`Bench Relative ${i}`)));
  const t0 = performance.now();
  await seedTree(server.dbUrl, reader.treeId, reader.selfMemberId, people);
  await seedTree(server.dbUrl, other.treeId, other.selfMemberId, people);
  const memberIds = await seedAchievements(server.dbUrl, reader.treeId, reader.userId, achievements, relatives.map((r) => r.userId));
  await seedAchievements(server.dbUrl, other.treeId, other.userId, achievements, []);
  console.log(`\n2 trees of ${people.toLocaleString('en')} people, ${achievements.toLocaleString('en')} achievements each (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  const em = server.orm.em.fork();
  await em.execute('vacuum (analyze) family_members, family_achievements, achievement_celebrations');
  await em.execute('checkpoint');

  const ask = async (query: string, variables: Record<string, unknown>) => {
    const res = await reader.client.gql(query, variables);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data;
  };
  const statementsPer = (query: string, variables: Record<string, unknown>) => statementCount(server.statements, () => ask(query, variables));
  const timed = async (label: string, query: string, variables: Record<string, unknown>) => {
    for (let i = 0; i < 30; i++) await ask(query, variables);
    const ms: number[] = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      await ask(query, variables);
      ms.push(performance.now() - start);
    }
    const s = summarise(ms);
    console.log(`  ${label}: p50 ${s.p50} ms, p99 ${s.p99} ms [target p99 ≤ ${P99_TARGET_MS} ms: ${s.p99 <= P99_TARGET_MS ? 'met' : 'missed'}], ${await statementsPer(query, variables)} SQL statements`);
  };

  const PAGE = print(AchievementsDocument);
  console.log(`\n${requests} requests each, the web app's queries:`);
  await timed('the family page, achievements(first: 20)', PAGE, { first: 20 });
  await timed('the family page, achievements(first: 50)', PAGE, { first: 50 });
  await timed('one kind, achievements(achievementType: sport, first: 20)', PAGE, { first: 20, achievementType: 'sport' });
  await timed("a person's details, memberAchievements", print(MemberAchievementsDocument), { memberId: memberIds[0] });
  await timed('the timeline, timeline(filter: achievements, first: 50)', '{ timeline(filter: achievements, first: 50) { nodes { id title } } }', {});
  await timed('search, a word in 1 achievement in 100 ("lighthouse")', '{ search(query: "lighthouse", first: 5) { achievements { id title } } }', {});

  // The page's statement as PostgreSQL runs it for the reader: each tree along its index, stopping at the page.
  const explaining = { execute: (text: string, params: unknown[]) => em.execute(`explain (analyze, costs off, timing off, summary on) ${text}`, params) } as unknown as typeof em;
  const plan = (await achievementPage(explaining, { viewerId: reader.userId, treeIds: [reader.treeId], type: null, after: null, limit: 21 })) as unknown as { 'QUERY PLAN': string }[];
  console.log(`
The page's plan (first: 20):\n${plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
} finally {
  await server.close();
}
