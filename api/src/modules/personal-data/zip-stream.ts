import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { Zip, ZipPassThrough } from 'fflate';

/**
 * A ZIP archive written as a stream (fflate), entries stored as they are: the photos and videos are
 * compressed already, and the JSON and GEDCOM stay readable to anyone who opens the archive raw.
 * Each `add` waits while the reader is behind, so a large export holds little in memory.
 */
export function zipStream() {
  const out = new PassThrough();
  let failed: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = error;
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  return {
    stream: out as Readable,
    /** Adds an entry from bytes, text or a stream of bytes. */
    async add(name: string, body: string | Uint8Array | AsyncIterable<Uint8Array>) {
      if (failed) throw failed;
      const entry = new ZipPassThrough(name);
      entry.mtime = new Date();
      zip.add(entry);
      if (typeof body === 'string' || body instanceof Uint8Array) {
        entry.push(typeof body === 'string' ? new TextEncoder().encode(body) : body, true);
      } else {
        for await (const chunk of body) {
          entry.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk as ArrayBuffer));
          await drained();
        }
        entry.push(new Uint8Array(0), true);
      }
      await drained();
    },
    end: () => zip.end(),
    fail: (error: Error) => out.destroy(error),
  };
}
