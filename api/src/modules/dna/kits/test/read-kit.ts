import { gzipSync, zipSync } from 'fflate';
import type { Genotypes } from '../../genetics/genotypes.ts';
import { DnaFileError, type DnaFileErrorCode } from '../dna-file-error.ts';
import { parseDnaFile, type ParseDnaFileOptions, type ParsedDnaFile } from '../parse-dna-file.ts';
import { chunksOf } from './synthetic-kit.ts';

/** Reads bytes as an upload would arrive: 64 KB chunks. */
export function readKit(bytes: Uint8Array, options?: ParseDnaFileOptions): Promise<ParsedDnaFile> {
  return parseDnaFile(chunksOf(bytes), options);
}

/** The bytes packed as a company hands them out. */
export function packed(bytes: Uint8Array, container: 'plain' | 'gzip' | 'zip', name = 'genome.txt'): Uint8Array {
  if (container === 'gzip') return gzipSync(bytes, { level: 6 });
  if (container === 'zip') return zipSync({ [name]: [bytes, { level: 6 }] });
  return bytes;
}

/** The refusal a read ends in, and how many bytes it had read by then. */
export async function refusal(bytes: Uint8Array, options: ParseDnaFileOptions = {}): Promise<{ error: DnaFileError; bytesRead: number }> {
  let bytesRead = 0;
  try {
    await readKit(bytes, { ...options, onProgress: (n) => (bytesRead = n) });
  } catch (error) {
    if (error instanceof DnaFileError) return { error, bytesRead };
    throw error;
  }
  throw new Error('The file was read without a refusal.');
}

/** Expects a read to be refused with `code`. */
export async function expectRefused(bytes: Uint8Array, code: DnaFileErrorCode, options?: ParseDnaFileOptions): Promise<DnaFileError> {
  const { error } = await refusal(bytes, options);
  expect({ code: error.dnaCode, message: error.message }).toEqual({ code, message: expect.any(String) });
  return error;
}

/** Where two kits' genotypes first differ, or null when they are the same. */
export function firstDifference(actual: Genotypes, expected: Genotypes): string | null {
  const chromosomes = [...new Set([...actual.chromosomes.keys(), ...expected.chromosomes.keys()])].sort((a, b) => a - b);
  for (const c of chromosomes) {
    const a = actual.chromosomes.get(c);
    const e = expected.chromosomes.get(c);
    if (!a || !e) return `chromosome ${c}: ${a ? 'not expected' : 'missing'}`;
    if (a.positions.length !== e.positions.length) return `chromosome ${c}: ${a.positions.length} markers, expected ${e.positions.length}`;
    for (let i = 0; i < e.positions.length; i++) {
      if (a.positions[i] !== e.positions[i]) return `chromosome ${c} marker ${i}: position ${a.positions[i]}, expected ${e.positions[i]}`;
      if (a.calls[i] !== e.calls[i]) return `chromosome ${c} at ${e.positions[i]}: call ${a.calls[i]}, expected ${e.calls[i]}`;
    }
  }
  return null;
}
