// The family insights' rules on a made-up tree of 100,000 people with 500 people entered twice
// (api/src/modules/insights/rules/testing/generated-tree.ts): the time of all the rules together,
// of the duplicate search alone and of each rule, how many of the planted duplicates are found
// (recall) and how many of the pairs offered are planted ones (precision), and the memory used.
//   node bench/insights.bench.ts          (BENCH_PEOPLE=100000 BENCH_DUPLICATES=500 BENCH_ROUNDS=3 BENCH_SEED=1)
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import {
  birthPlacesByEra,
  commonFirstNamesByEra,
  deathBeforeBirth,
  familyGrowthByDecade,
  familyInsights,
  longestLivesByEra,
  marriageDateProblems,
  missingDates,
  missingParents,
  oldestLiving,
  onThisDay,
  parentDateProblems,
  possibleDuplicates,
  probablyDeadWithoutDate,
  upcomingAnniversaries,
  type Insight,
  type TreeSnapshot,
} from '../api/src/modules/insights/rules/index.ts';
import { generatedTree } from '../api/src/modules/insights/rules/testing/generated-tree.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const DUPLICATES = Number(process.env.BENCH_DUPLICATES ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SEED = Number(process.env.BENCH_SEED ?? 1);
const TIME_TARGET_MS = 10_000;
const QUALITY_TARGET = 0.9;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

// Garbage collection on demand, so that each memory figure starts from what is really kept.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * The peak RSS (MB) while `work` runs: the rules run without a break, so a worker thread samples
 * the process's RSS every 2 ms meanwhile.
 */
async function peakRss(work: () => unknown): Promise<{ baseline: number; peak: number }> {
  collectGarbage();
  const peak = new Int32Array(new SharedArrayBuffer(4));
  const sampler = new Worker(
    `const { workerData: peak } = require('node:worker_threads');
     setInterval(() => Atomics.store(peak, 0, Math.max(Atomics.load(peak, 0), process.memoryUsage.rss() >> 20)), 2);`,
    { eval: true, workerData: peak },
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const baseline = process.memoryUsage.rss() >> 20;
  Atomics.store(peak, 0, baseline);
  work();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await sampler.terminate();
  return { baseline, peak: Atomics.load(peak, 0) };
}

/** A copy of the snapshot with the same data, so that no index made by an earlier run is reused. */
const fresh = (snapshot: TreeSnapshot): TreeSnapshot => ({ ...snapshot });

/** Runs `work` ROUNDS times on fresh copies: the last result, and the median wall-clock and CPU milliseconds. */
function timed<T>(snapshot: TreeSnapshot, work: (s: TreeSnapshot) => T): { result: T; ms: number; cpuMs: number } {
  const walls: number[] = [];
  const cpus: number[] = [];
  let result!: T;
  for (let round = 0; round < ROUNDS; round++) {
    const copy = fresh(snapshot);
    const cpu = process.cpuUsage();
    const started = performance.now();
    result = work(copy);
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  return { result, ms: Math.round(median(walls)), cpuMs: Math.round(median(cpus)) };
}

console.log(`Kinfolk family insights — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`Target: all rules on a ${PEOPLE.toLocaleString('en')}-person tree in ≤ ${TIME_TARGET_MS / 1000} s; of ${DUPLICATES} planted duplicates, recall and precision ≥ ${QUALITY_TARGET * 100} %.`);
console.log(`Median of ${ROUNDS} runs in one process, each on a fresh copy of the snapshot (its index built again). Time is wall-clock (what a busy machine stretches); CPU is the time the work used.`);

const generating = performance.now();
const { snapshot, planted } = generatedTree({ people: PEOPLE, duplicates: DUPLICATES, seed: SEED });
console.log('');
console.log(
  `Tree (seed ${SEED}): ${snapshot.people.length.toLocaleString('en')} people, ${snapshot.parents.length.toLocaleString('en')} parent edges, ${snapshot.partners.length.toLocaleString('en')} partnerships, made in ${Math.round(performance.now() - generating)} ms.`,
);

// Memory first, before the timed runs leave garbage behind that the process keeps.
const duplicatesMemory = await peakRss(() => possibleDuplicates(fresh(snapshot)));
const allMemory = await peakRss(() => familyInsights(fresh(snapshot)));

const all = timed(snapshot, (s) => familyInsights(s));
const duplicates = timed(snapshot, (s) => possibleDuplicates(s));

const truth = new Set(planted.map(([a, b]) => [a, b].sort().join(':')));
const offered = duplicates.result.map((d) => d.people.join(':'));
const right = offered.filter((pair) => truth.has(pair)).length;
const recall = right / truth.size;
const precision = offered.length ? right / offered.length : 0;
const over = (ms: number) => (ms > TIME_TARGET_MS ? '  ← over target' : '');

console.log('');
console.log(`All rules            ${String(all.ms).padStart(6)} ms   CPU ${String(all.cpuMs).padStart(6)} ms   ${all.result.length.toLocaleString('en')} findings${over(all.ms)}`);
console.log(`Duplicates alone     ${String(duplicates.ms).padStart(6)} ms   CPU ${String(duplicates.cpuMs).padStart(6)} ms   ${offered.length} pairs offered${over(duplicates.ms)}`);
console.log(
  `Planted duplicates   found ${right} of ${truth.size}: recall ${percent(recall)}; ${offered.length - right} other pairs offered: precision ${percent(precision)}${recall < QUALITY_TARGET || precision < QUALITY_TARGET ? '  ← under target' : ''}`,
);

// Each rule alone, once, on its own fresh copy (so each one's time includes building the index it needs).
const RULES: [string, (s: TreeSnapshot) => Insight[]][] = [
  ['oldestLiving', (s) => oldestLiving(s)],
  ['longestLivesByEra', (s) => longestLivesByEra(s)],
  ['commonFirstNamesByEra', (s) => commonFirstNamesByEra(s)],
  ['birthPlacesByEra', (s) => birthPlacesByEra(s)],
  ['familyGrowthByDecade', familyGrowthByDecade],
  ['missingParents', missingParents],
  ['missingDates', missingDates],
  ['deathBeforeBirth', deathBeforeBirth],
  ['parentDateProblems', parentDateProblems],
  ['marriageDateProblems', marriageDateProblems],
  ['probablyDeadWithoutDate', probablyDeadWithoutDate],
  ['upcomingAnniversaries', (s) => upcomingAnniversaries(s)],
  ['onThisDay', onThisDay],
];
console.log('');
console.log('rule                       time (ms)  CPU (ms)  findings');
for (const [name, rule] of RULES) {
  const copy = fresh(snapshot);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const found = rule(copy);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  console.log(`${name.padEnd(26)} ${String(Math.round(ms)).padStart(9)} ${String(Math.round((used.user + used.system) / 1000)).padStart(9)} ${String(found.length).padStart(9)}`);
}

const byType = new Map<string, number>();
for (const insight of all.result) byType.set(insight.type, (byType.get(insight.type) ?? 0) + 1);
console.log('');
console.log(`Findings by type: ${[...byType].map(([type, count]) => `${type} ${count.toLocaleString('en')}`).join(', ')}`);
console.log(
  `RSS: ${duplicatesMemory.baseline} MB with the tree in memory; while the duplicate search runs, peak ${duplicatesMemory.peak} MB (+${duplicatesMemory.peak - duplicatesMemory.baseline} MB); then while all rules run, peak ${allMemory.peak} MB (+${allMemory.peak - allMemory.baseline} MB).`,
);
