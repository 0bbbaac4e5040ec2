// GEDCOM import, export and merge at scale, side by side with parse-gedcom (the fastest npm GEDCOM
// parser measured) merely parsing the same file. Each import and each parse runs in its own process,
// so its peak memory (RSS) is its own; then the plan of a worst-case file, and an import job through
// the server with the server's event-loop delay meanwhile.
//   node bench/gedcom.bench.ts     (BENCH_PEOPLE=100000, BENCH_ROUNDS=3, BENCH_LARGE=500000; BENCH_LARGE=0 skips it)
// BENCH_BASELINE_DIR=<another checkout, installed> imports the same file with its code too, round by
// round beside this checkout's, into new trees of the same database, and exports the same tree.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { readGedcom } from '../api/src/modules/gedcom/reader/index.ts';
import { planImport } from '../api/src/modules/gedcom/plan/index.ts';
import { applyMerge, previewMerge } from '../api/src/modules/gedcom/merge/index.ts';
import { generateGedcom, generateLineage } from './generate-gedcom.ts';
import { baselineCheckout, startBenchServer } from './harness.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LARGE = Number(process.env.BENCH_LARGE ?? 500_000);
const IMPORT_TARGET = 25_000;
const EXPORT_TARGET = 50_000;
const RSS_TARGET_MB = 500;
const LARGE_RSS_TARGET_MB = 2_000;
const baselineDir = baselineCheckout();
const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-gedcom-bench-'));
const node = process.execPath;
const here = import.meta.dirname;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);

const server = await startBenchServer();
console.log(`Kinfolk GEDCOM — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`Targets: import ≥ ${IMPORT_TARGET.toLocaleString('en')} people/s end to end with RSS ≤ ${RSS_TARGET_MB} MB; export ≥ ${EXPORT_TARGET.toLocaleString('en')} people/s.`);
try {
  const owner = await server.signIn('Bench Genealogist');
  const newTree = async (name: string) => {
    const { data, errors } = await owner.client.gql<{ createTree: { id: string } }>('mutation($input: CreateTreeInput!) { createTree(input: $input) { id } }', { input: { name } });
    if (errors) throw new Error(JSON.stringify(errors));
    return data!.createTree.id;
  };
  const generated = generateGedcom(PEOPLE);
  const file = path.join(dir, 'tree.ged');
  writeFileSync(file, generated.text);
  console.log(`File: ${generated.people.toLocaleString('en')} people, ${generated.families.toLocaleString('en')} families, ${(generated.text.length / 1e6).toFixed(1)} MB`);

  // Asynchronously, so that this process's server keeps answering while a child works.
  const run = async <T>(script: string, args: string[], benchDir = here): Promise<T> => {
    const { stdout } = await promisify(execFile)(node, [path.join(benchDir, script), ...args], { encoding: 'utf8', maxBuffer: 1e7 });
    return JSON.parse(stdout.trim().split('\n').pop()!) as T;
  };
  const parses: { ms: number; peakRssMb: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) parses.push(await run('gedcom-parse-run.ts', [file]));
  type Imported = { ms: number; peakRssMb: number; people: number; phases: Record<string, number>; peaks: Record<string, number> };
  const imports: Imported[] = [];
  const baselineImports: Imported[] = [];
  let lastTree = '';
  for (let round = 0; round < ROUNDS; round++) {
    // In turn, first one then the other: each import makes the tables the next one writes into larger.
    const baseline = async () => {
      if (baselineDir) baselineImports.push(await run<Imported>('gedcom-import-run.ts', [file, server.dbUrl, await newTree(`Baseline import ${round + 1}`)], path.join(baselineDir, 'bench')));
    };
    if (round % 2 === 0) await baseline();
    lastTree = await newTree(`Bench import ${round + 1}`);
    imports.push(await run<Imported>('gedcom-import-run.ts', [file, server.dbUrl, lastTree]));
    if (round % 2 === 1) await baseline();
  }
  const parseMs = median(parses.map((p) => p.ms));
  const importMs = median(imports.map((i) => i.ms));
  console.log(`\nparse-gedcom, parse only:          ${parseMs} ms = ${perSecond(PEOPLE, parseMs).toLocaleString('en')} people/s, peak RSS ${Math.max(...parses.map((p) => p.peakRssMb))} MB (median of ${ROUNDS})`);
  console.log(`Kinfolk import, end to end:        ${importMs} ms = ${perSecond(PEOPLE, importMs).toLocaleString('en')} people/s, peak RSS ${Math.max(...imports.map((i) => i.peakRssMb))} MB (median of ${ROUNDS})`);
  if (baselineDir) {
    const baselineMs = median(baselineImports.map((i) => i.ms));
    console.log(`Baseline import (${path.basename(baselineDir)}): ${baselineMs} ms = ${perSecond(PEOPLE, baselineMs).toLocaleString('en')} people/s, peak RSS ${Math.max(...baselineImports.map((i) => i.peakRssMb))} MB (median of ${ROUNDS}, same file and database, taking turns)`);
  }
  const medianRun = imports.find((i) => i.ms === importMs)!;
  console.log(`  phases of the median run (ms):   ${JSON.stringify(medianRun.phases)}`);
  console.log(`  RSS by phase (MB):               ${JSON.stringify(medianRun.peaks)}`);
  console.log(`  ratio (import ÷ parse-only):     ${(parseMs / importMs).toFixed(2)}× the speed of parse-gedcom parsing alone`);

  // Export of the imported tree by its owner, each in a new process as an export job runs, this
  // checkout's code and the baseline's taking turns.
  type Exported = { ms: number; bytes: number; sha256: string };
  const exports: Exported[] = [];
  const baselineExports: Exported[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const baseline = async () => {
      if (baselineDir) baselineExports.push(await run<Exported>('gedcom-export-run.ts', [server.dbUrl, lastTree, owner.userId, baselineDir]));
    };
    if (round % 2 === 0) await baseline();
    exports.push(await run<Exported>('gedcom-export-run.ts', [server.dbUrl, lastTree, owner.userId]));
    if (round % 2 === 1) await baseline();
  }
  const exportMs = median(exports.map((e) => e.ms));
  console.log(`Kinfolk export 5.5.1:              ${exportMs} ms = ${perSecond(PEOPLE, exportMs).toLocaleString('en')} people/s (${(exports[0].bytes / 1e6).toFixed(1)} MB, median of ${ROUNDS}, each in a new process)`);
  if (baselineDir) {
    const baselineMs = median(baselineExports.map((e) => e.ms));
    const same = [...exports, ...baselineExports].every((e) => e.sha256 === exports[0].sha256) ? 'the same file, by SHA-256' : 'DIFFERENT FILES';
    console.log(`Baseline export (${path.basename(baselineDir)}): ${baselineMs} ms = ${perSecond(PEOPLE, baselineMs).toLocaleString('en')} people/s (median of ${ROUNDS}, taking turns; ${same})`);
  }

  // A merge re-import of the same file with 1 % of the people's birth dates changed.
  let changed = 0;
  const edited = generated.text.replace(/^(0 @I(\d+)@ INDI[\s\S]*?\n1 BIRT\n2 DATE )([^\n]+)/gm, (all, head: string, n: string) => {
    if (Number(n) % 100 !== 0) return all;
    changed++;
    return `${head}1 JAN 1650`;
  });
  const plan = planImport(readGedcom(new TextEncoder().encode(edited)), { maxPeople: 1_000_000 });
  const previewStarted = performance.now();
  const analysis = await previewMerge(server.orm.em.fork(), lastTree, plan);
  const previewMs = Math.round(performance.now() - previewStarted);
  const applyStarted = performance.now();
  await server.orm.em.fork().transactional((tx) => applyMerge(tx, lastTree, plan, { choices: {}, otherwise: 'theirs' }));
  const applyMs = Math.round(performance.now() - applyStarted);
  const p = analysis.preview;
  console.log(`Merge re-import, ${changed.toLocaleString('en')} birth dates changed: preview ${previewMs} ms ("${p.new} new, ${p.updated} updated, ${p.unchanged} unchanged, ${p.conflictCount} conflicts"), apply ${applyMs} ms`);

  // Planning the worst case for walking up an ancestry: one line of PEOPLE / 2 generations
  // (the file of api/src/modules/gedcom/plan/plan-speed.test.ts, which counts that walk's steps).
  const lineage = new TextEncoder().encode(generateLineage(PEOPLE));
  const planTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const read = readGedcom(lineage);
    const started = performance.now();
    planImport(read);
    planTimes.push(performance.now() - started);
  }
  console.log(`Plan of one line of ${(PEOPLE / 2).toLocaleString('en')} generations: ${Math.round(median(planTimes))} ms (read excluded, median of ${ROUNDS})`);

  // An import job through the server (GraphQL upload, the job queue, the job's own process), and
  // this process's event loop meanwhile: the longest a request could have waited for it, and how many
  // requests (the job's progress, asked for again and again) the server answered while the file was read.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const jobStarted = performance.now();
  const upload = await owner.client.gqlUpload<{ importGedcom: { id: string } }>(
    'mutation($file: Upload!, $treeName: String) { importGedcom(file: $file, treeName: $treeName) { id } }',
    { file: null, treeName: 'Bench import job' },
    { 'variables.file': { blob: new Blob([generated.text]), name: 'tree.ged' } },
  );
  if (upload.errors) throw new Error(JSON.stringify(upload.errors));
  delay.enable();
  const answered: Record<string, number> = {};
  for (;;) {
    const { data } = await owner.client.gql<{ gedcomJob: { state: string } }>('query($id: ID!) { gedcomJob(id: $id) { state } }', { id: upload.data!.importGedcom.id });
    const state = data!.gedcomJob.state;
    answered[state] = (answered[state] ?? 0) + 1;
    if (['done', 'failed', 'cancelled'].includes(state)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  delay.disable();
  const jobMs = Math.round(performance.now() - jobStarted);
  const delayMs = (ns: number) => (ns / 1e6).toFixed(1);
  console.log(
    `Import job through the server: ${jobMs} ms; the server's event loop meanwhile waited at most ${delayMs(delay.max)} ms (p99 ${delayMs(delay.percentile(99))} ms); ` +
      `progress asked for and answered ${Object.entries(answered).map(([state, n]) => `${n}× ${state}`).join(', ')}`,
  );

  if (LARGE > 0) {
    const large = generateGedcom(LARGE, 2);
    const largeFile = path.join(dir, 'large.ged');
    writeFileSync(largeFile, large.text);
    const result = await run<Imported>('gedcom-import-run.ts', [largeFile, server.dbUrl, await newTree('Bench large import')]);
    console.log(`Kinfolk import of ${large.people.toLocaleString('en')} people (${(large.text.length / 1e6).toFixed(0)} MB): ${(result.ms / 1000).toFixed(1)} s = ${perSecond(large.people, result.ms).toLocaleString('en')} people/s, peak RSS ${result.peakRssMb} MB (target ≤ ${LARGE_RSS_TARGET_MB.toLocaleString('en')} MB)`);
  }
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
