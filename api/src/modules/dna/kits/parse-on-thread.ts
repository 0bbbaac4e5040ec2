import { parentPort, Worker, workerData, type MessagePort } from 'node:worker_threads';
import { DnaFileError, type DnaFileErrorCode, type DnaFileErrorDetails } from './dna-file-error.ts';
import { parseDnaFile, type ParseDnaFileOptions, type ParsedDnaFile } from './parse-dna-file.ts';
import { encodeGenotypes } from './genotype-codec.ts';

/** A file read on a thread: the kit, and its genotypes already packed for storage (encodeGenotypes), so that packing too stays off the caller's thread. */
export type ParsedOnThread = ParsedDnaFile & { packed: Uint8Array };

/**
 * Reading a raw data file on a worker thread: a 20 MB file is half a second or more of CPU in one
 * stretch, which on the thread that answers requests would hold all of them up. The thread asks
 * for the file chunk by chunk (it pulls, so a slow thread never has more than one chunk waiting),
 * tells the bytes read as it goes, and hands back the kit (its arrays moved, not copied) or the
 * refusal, rebuilt here as the same DnaFileError.
 */

/** What the thread is told at start: the options that are data (not the progress callback). */
interface ThreadData {
  limits?: ParseDnaFileOptions['limits'];
  minMarkers?: number;
}

/** From the thread to the caller. */
type FromThread =
  | { type: 'pull' }
  | { type: 'progress'; bytesRead: number }
  | { type: 'done'; parsed: ParsedOnThread }
  | { type: 'refused'; dnaCode: DnaFileErrorCode; message: string; details: DnaFileErrorDetails };

/** From the caller to the thread. */
type ToThread = { type: 'chunk'; bytes: Uint8Array } | { type: 'end' };

/** How a file is read on a thread. */
export interface ThreadParseOptions extends ParseDnaFileOptions {
  /** The thread's heap limit in MB (resourceLimits.maxOldGenerationSizeMb); 256 unless told. */
  memoryMb?: number;
}

/**
 * Reads a raw data file as parseDnaFile does, on a worker thread started from `entry` (a module
 * that calls serveDnaParse()), `source` read here and handed over chunk by chunk. Settles as
 * parseDnaFile would: the kit, or a DnaFileError; any other failure of the thread (its memory limit
 * included) rejects with that error. Stops reading `source` when the thread is done with it.
 */
export function parseDnaFileOnThread(entry: URL, source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, options: ThreadParseOptions = {}): Promise<ParsedOnThread> {
  const data: ThreadData = { limits: options.limits, minMarkers: options.minMarkers };
  const worker = new Worker(entry, { workerData: data, resourceLimits: { maxOldGenerationSizeMb: options.memoryMb ?? 256 } });
  const chunks = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
  let reading = true;
  const stopReading = async () => {
    if (!reading) return;
    reading = false;
    await chunks.return?.();
  };
  return new Promise<ParsedOnThread>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      void stopReading().catch(() => undefined);
      void worker.terminate();
      outcome();
    };
    const pull = async () => {
      if (settled) return;
      try {
        const next = reading ? await chunks.next() : { done: true as const, value: undefined };
        if (next.done) {
          reading = false;
          worker.postMessage({ type: 'end' } satisfies ToThread);
          return;
        }
        // A copy the thread owns (the source may reuse its buffers, or share one pool).
        const bytes = new Uint8Array(next.value);
        worker.postMessage({ type: 'chunk', bytes } satisfies ToThread, [bytes.buffer]);
      } catch (error) {
        settle(() => reject(error));
      }
    };
    worker.on('message', (message: FromThread) => {
      if (message.type === 'pull') void pull();
      else if (message.type === 'progress') options.onProgress?.(message.bytesRead);
      else if (message.type === 'done') settle(() => resolve(message.parsed));
      else settle(() => reject(new DnaFileError(message.dnaCode, message.message, message.details)));
    });
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`The DNA file thread stopped (code ${code}) before it had read the file.`))));
  });
}

/** The chunks the caller hands over, asked for one at a time. */
async function* pulledChunks(port: MessagePort): AsyncGenerator<Uint8Array> {
  for (;;) {
    const message = await new Promise<ToThread>((resolve) => {
      port.once('message', resolve);
      port.postMessage({ type: 'pull' } satisfies FromThread);
    });
    if (message.type === 'end') return;
    yield message.bytes;
  }
}

/**
 * The thread's side (its entry module calls it): reads the file the caller hands over and posts
 * back the kit, or the refusal. A failure that is not a refusal is thrown, ending the thread with it.
 */
export async function serveDnaParse(port: MessagePort | null = parentPort as MessagePort | null): Promise<void> {
  if (!port) throw new Error('serveDnaParse runs on a worker thread.');
  const { limits, minMarkers } = (workerData ?? {}) as ThreadData;
  try {
    const parsed = await parseDnaFile(pulledChunks(port), { limits, minMarkers, onProgress: (bytesRead) => port.postMessage({ type: 'progress', bytesRead } satisfies FromThread) });
    const packed = new Uint8Array(encodeGenotypes(parsed.genotypes));
    const buffers: ArrayBuffer[] = [packed.buffer];
    for (const { positions, calls } of parsed.genotypes.chromosomes.values()) buffers.push(positions.buffer as ArrayBuffer, calls.buffer as ArrayBuffer);
    port.postMessage({ type: 'done', parsed: { ...parsed, packed } } satisfies FromThread, buffers);
  } catch (error) {
    if (!(error instanceof DnaFileError)) throw error;
    port.postMessage({ type: 'refused', dnaCode: error.dnaCode, message: error.message, details: error.details } satisfies FromThread);
  }
}
