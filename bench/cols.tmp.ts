import { startBenchServer } from './harness.ts';
import { seedTree } from './seed-tree.ts';
const server = await startBenchServer();
const user = await server.signIn('Bench Cols');
const seeded = await seedTree(server.dbUrl, user.treeId, user.selfMemberId, Number(process.env.N ?? 100000), 1);
const Q = 'query($f: ID, $d: Int!) { familyTreeColumns(focusId: $f, generationsUp: 0, generationsDown: $d) { size columns } }';
const NEAR = 'query($f: ID) { familyTree(focusId: $f, generationsUp: 0, generationsDown: 2) { nodes { id } } }';
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  const r = await user.client.gql<{ familyTreeColumns: { size: number } }>(Q, { f: seeded.founderId, d: 30 });
  const colsMs = performance.now() - t;
  t = performance.now();
  await user.client.gql(NEAR, { f: seeded.founderId });
  console.log('columns', r.data?.familyTreeColumns.size, Math.round(colsMs), 'ms; near', Math.round(performance.now() - t), 'ms', r.errors ?? '');
}
import pg from 'pg';
import { TREE_COLUMNS_SQL, TREE_WINDOW_SQL, treeWindowParams } from '../api/src/modules/family/tree-window.repository.ts';
const c = new pg.Client({ connectionString: server.dbUrl, options: '-c plan_cache_mode=force_generic_plan' }); await c.connect();
for (const [name, sql] of [['columns', TREE_COLUMNS_SQL]] as const) {
  const params = treeWindowParams(user.treeId, seeded.founderId, user.userId, 0, 30);
  for (let i = 0; i < 2; i++) { const t = performance.now(); const r = await c.query({ name, text: sql, values: params }); console.log(name, 'raw', Math.round(performance.now() - t), 'ms'); }
  await c.query(`prepare p_${name}(uuid, uuid, uuid, int, int) as ${sql}`);
  const ex = await c.query(`explain (analyze, costs off, timing on) execute p_${name}(${params.map((p) => typeof p === 'number' ? p : `'${p}'`).join(',')})`);
  console.log(ex.rows.map((x: any) => x['QUERY PLAN']).filter((l: string) => /CTE |InitPlan|SubPlan|Execution|actual time=\d+\.\d+\.\.(\d{2,})/.test(l)).join('\n'));
}
await c.end();
await server.close();
