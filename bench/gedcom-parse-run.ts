// parse-gedcom (the fastest npm GEDCOM parser measured) parsing a file, alone in its own process.
// Prints a JSON line: { ms, peakRssMb, records }.   node bench/gedcom-parse-run.ts FILE
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parse } from 'parse-gedcom';

const text = readFileSync(process.argv[2], 'utf8');
let peak = process.memoryUsage.rss();
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
const started = performance.now();
const tree = parse(text);
const ms = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage.rss());
console.log(JSON.stringify({ ms: Math.round(ms), peakRssMb: Math.round(peak / 1e6), records: tree.children.length }));
