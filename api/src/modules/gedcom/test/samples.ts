import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readGedcom } from '../reader/read-gedcom.ts';
import type { GedcomReadResult, GedcomRecord } from '../reader/types.ts';

/** The shared folder of real GEDCOM files written by other programs; GEDCOM_SAMPLES overrides it. */
export const SAMPLES = process.env.GEDCOM_SAMPLES ?? path.resolve(import.meta.dirname, '../../../../../../shared/gedcom');

export function requireSamples(): void {
  if (!existsSync(path.join(SAMPLES, 'README.md'))) {
    throw new Error(`GEDCOM sample folder not found at ${SAMPLES} (../shared/gedcom); set GEDCOM_SAMPLES to its path`);
  }
}

export function readSample(file: string): GedcomReadResult {
  return readGedcom(readFileSync(path.join(SAMPLES, file)));
}

export interface SampleCounts {
  file: string;
  indi: number;
  fam: number;
}

/** The files and INDI/FAM counts listed in the sample folder's README table. */
export function sampleTable(): SampleCounts[] {
  const rows = readFileSync(path.join(SAMPLES, 'README.md'), 'utf8').split('\n').filter((row) => row.startsWith('| '));
  return rows.flatMap((row) => {
    const [files, counts] = row.split('|').slice(1, 3).map((cell) => cell.trim());
    const pairs = counts.split(',').map((pair) => pair.trim().split('/').map(Number));
    if (pairs.some((pair) => pair.length !== 2 || pair.some(Number.isNaN))) return [];
    const names = files.split(',').map((name) => name.trim());
    const folder = path.dirname(names[0]);
    return names.map((name, i) => {
      const [indi, fam] = pairs[Math.min(i, pairs.length - 1)];
      return { file: i === 0 ? name : path.join(folder, name), indi, fam };
    });
  });
}

export function allRecords(records: GedcomRecord[]): GedcomRecord[] {
  return records.flatMap((record) => [record, ...allRecords(record.children)]);
}

export const countOf = (result: GedcomReadResult, tag: string) => result.records.filter((r) => r.tag === tag).length;
