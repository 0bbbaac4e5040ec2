// One GEDCOM import measured alone in its own process (so its memory is its own): read, map, write
// in one transaction, ANALYZE. Prints a JSON line: { ms, peakRssMb, people, families, phases }.
//   node bench/gedcom-import-run.ts FILE DATABASE_URL TREE_ID
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../api/src/db/orm-config.ts';
import { entities } from '../api/src/modules/entities.ts';
import { readGedcom } from '../api/src/modules/gedcom/reader/index.ts';
import { planImport } from '../api/src/modules/gedcom/plan/index.ts';
import { writePlan } from '../api/src/modules/gedcom/import/write-plan.ts';

const [file, dbUrl, treeId] = process.argv.slice(2);
const orm = await MikroORM.init(ormConfig(dbUrl, entities));
let peak = process.memoryUsage.rss();
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
const phases: Record<string, number> = {};
const started = performance.now();
let mark = started;
const phase = (name: string) => {
  const now = performance.now();
  phases[name] = Math.round(now - mark);
  mark = now;
};
const bytes = readFileSync(file);
phase('readFile');
const read = readGedcom(bytes);
phase('parse');
const plan = planImport(read, { maxPeople: 1_000_000 });
phase('map');
const result = await orm.em.fork().transactional((em) => writePlan(em, plan, { treeId }));
phase('write');
await orm.em.fork().execute('analyze family_members, family_relationships');
phase('analyze');
const ms = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage.rss());
console.log(JSON.stringify({ ms: Math.round(ms), peakRssMb: Math.round(peak / 1e6), people: result.counts.people, families: result.counts.families, phases }));
await orm.close(true);
