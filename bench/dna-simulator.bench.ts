// The DNA test simulator and the genetic map: how long the map takes to load and to answer the
// ~1.4 million look-ups of one comparison, and how long a family of ten takes from nothing to raw
// files on disk (chip layouts, meioses, kits, files), with the process's peak memory.
//   node bench/dna-simulator.bench.ts     (BENCH_CHIP=23andMe-v3, BENCH_COMPRESSION=none|gzip|zip, BENCH_ROUNDS=3)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cmOfPositions, loadGeneticMap } from '../api/src/modules/dna/genetics/genetic-map.ts';
import { CHIP_IDS, markerCatalog, type ChipId } from '../api/test/dna/chip-layouts.ts';
import { buildFamily } from '../api/test/dna/family.ts';
import { makeKit } from '../api/test/dna/kits.ts';
import { threeGenerations } from '../api/test/dna/pedigrees.ts';
import { rawFile, rawFileName, type Compression } from '../api/test/dna/raw-files.ts';

const CHIP = (process.env.BENCH_CHIP ?? '23andMe-v3') as ChipId;
const COMPRESSION = (process.env.BENCH_COMPRESSION ?? 'none') as Compression;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
if (!CHIP_IDS.includes(CHIP)) throw new Error(`BENCH_CHIP is one of ${CHIP_IDS.join(', ')}`);

/** Wall and CPU milliseconds of a step. */
function timed<T>(step: () => T): { value: T; wall: number; cpu: number } {
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const value = step();
  const cpu = process.cpuUsage(cpu0);
  return { value, wall: performance.now() - wall0, cpu: (cpu.user + cpu.system) / 1000 };
}
const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
const mb = (bytes: number) => `${Math.round(bytes / 1e6).toLocaleString('en')} MB`;

console.log(`Kinfolk DNA simulator — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);

const map = timed(() => loadGeneticMap());
console.log(`genetic map: loaded in ${ms(map.wall)} (cpu ${ms(map.cpu)})`);

// One comparison's look-ups: about 700,000 markers of each kit's, ascending per chromosome.
const lengths = map.value.lengths();
const perChromosome = lengths.map(({ chromosome, firstBp, lastBp }) => {
  const count = Math.round((1_400_000 * (lastBp - firstBp)) / lengths.reduce((sum, l) => sum + l.lastBp - l.firstBp, 0));
  const positions = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) positions[i] = firstBp + Math.floor(((i + 0.5) / count) * (lastBp - firstBp));
  return { chromosome, positions };
});
const lookups = perChromosome.reduce((sum, c) => sum + c.positions.length, 0);
for (let round = 1; round <= ROUNDS; round += 1) {
  const one = timed(() => {
    let sum = 0;
    for (const { chromosome, positions } of perChromosome) for (const position of positions) sum += map.value.cmAt(chromosome, position);
    return sum;
  });
  const bulk = timed(() => perChromosome.reduce((sum, { chromosome, positions }) => sum + cmOfPositions(chromosome, positions)[0]!, 0));
  console.log(`  round ${round}: ${lookups.toLocaleString('en')} cmAt calls ${ms(one.wall)}; cmOfPositions on the same ${ms(bulk.wall)}`);
}

const catalog = timed(() => markerCatalog());
console.log(`chip layouts (${CHIP_IDS.length} chips, ${catalog.value.tables.reduce((sum, t) => sum + t.positions.length, 0).toLocaleString('en')} sites): ${ms(catalog.wall)} (cpu ${ms(catalog.cpu)})`);

const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-dna-bench-'));
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const family = timed(() => buildFamily(threeGenerations(), { seed: round }));
    const kits = timed(() => family.value.people.map((person) => makeKit(family.value, person, CHIP)));
    let bytes = 0;
    const files = timed(() => {
      for (const kit of kits.value) {
        const data = rawFile(kit, { compression: COMPRESSION });
        writeFileSync(path.join(dir, `${round}-${rawFileName(kit, { compression: COMPRESSION })}`), data);
        bytes += data.length;
      }
    });
    const markers = kits.value[0]!.chip.markerCount;
    console.log(
      `  round ${round}: 10 people × ${markers.toLocaleString('en')} markers (${CHIP}, ${COMPRESSION}) — family ${ms(family.wall)}, kits ${ms(kits.wall)}, files ${ms(files.wall)} (${mb(bytes)}); total ${ms(family.wall + kits.wall + files.wall)} (cpu ${ms(family.cpu + kits.cpu + files.cpu)})`,
    );
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`peak memory (RSS) of the whole run: ${mb(process.resourceUsage().maxRSS * 1024)}`);
