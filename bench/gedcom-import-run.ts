// One GEDCOM import measured alone in its own process (so its memory is its own): read, map, write
// in one transaction, ANALYZE. Prints a JSON line: { ms, peakRssMb, people, families, phases, peaks } (peaks: RSS by phase, MB).
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
const sampler = setInterval(() => {
  const rss = process.memoryUsage.rss();
  peak = Math.max(peak, rss);
  phasePeak = Math.max(phasePeak, rss);
}, 20);
const phases: Record<string, number> = {};
/** The highest RSS in each phase, in MB. */
const peaks: Record<string, number> = {};
let phasePeak = 0;
const started = performance.now();
let mark = started;
const phase = (name: string) => {
  const now = performance.now();
  phases[name] = Math.round(now - mark);
  peaks[name] = Math.round(Math.max(phasePeak, process.memoryUsage.rss()) / 1e6);
  phasePeak = 0;
  mark = now;
};
// As the import job does: the file and what was read of it are let go once the plan is made.
const plan = (() => {
  const bytes = readFileSync(file);
  phase('readFile');
  const read = readGedcom(bytes);
  phase('parse');
  const planned = planImport(read, { maxPeople: 1_000_000 });
  phase('map');
  return planned;
})();
const result = await orm.em.fork().transactional((em) => writePlan(em, plan, { treeId }));
phase('write');
await orm.em.fork().execute('analyze family_members, family_relationships');
phase('analyze');
const ms = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage.rss());
console.log(JSON.stringify({ ms: Math.round(ms), peakRssMb: Math.round(peak / 1e6), people: result.counts.people, families: result.counts.families, phases, peaks }));
await orm.close(true);
