import http from 'node:http';
import type { TestClient } from './client.ts';

// A multipart upload written a chunk at a time over a raw connection, as a slow phone sends a large
// video: the test sees how much was sent when the server answered, can hang up halfway, and learns
// when the server closed the connection.

const BOUNDARY = 'kinfolk-streamed-upload';

/** Where a memory goes, by either transport: the text parts come first, the file last. */
export function memoryUploadTarget(transport: 'GraphQL' | 'REST', fields: { title: string; circleId: string }) {
  if (transport === 'REST') return { path: '/api/memories', fields: Object.entries(fields), fileField: 'file' };
  const operations = JSON.stringify({ query: 'mutation($input: UploadMemoryInput!) { uploadMemory(input: $input) { id } }', variables: { input: { ...fields, file: null } } });
  return { path: '/graphql', fields: [['operations', operations], ['map', '{"0":["variables.input.file"]}']], fileField: '0' };
}

export interface StreamedUpload {
  /** File bytes written so far. */
  written(): number;
  /** The answer as soon as its head and body came (the upload may still be under way), with the file bytes written by then. */
  answer: Promise<{ status: number; body: string; writtenBefore: number }>;
  /** Settles when the connection is closed, by either side. */
  closed: Promise<void>;
  /** Stops writing and drops the connection. */
  hangUp(): void;
}

/**
 * Sends `head` and then zeros up to `size` file bytes, `chunk` bytes every `pauseMs`, announcing the
 * whole length up front. Writing stops once an answer comes, the connection breaks, or hangUp.
 */
export function streamUpload(
  client: TestClient,
  target: { path: string; fields: string[][]; fileField: string },
  file: { head: Buffer; size: number; name?: string },
  pace: { chunk?: number; pauseMs?: number } = {},
): StreamedUpload {
  const { chunk = 64 * 1024, pauseMs = 2 } = pace;
  const text = target.fields.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('');
  const preamble = Buffer.from(`${text}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${target.fileField}"; filename="${file.name ?? 'upload.bin'}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const ending = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const req = http.request(new URL(target.path, client.baseUrl), {
    method: 'POST',
    headers: {
      cookie,
      'apollo-require-preflight': 'true',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(preamble.length + file.size + ending.length),
    },
  });
  let written = 0;
  let stopped = false;
  const closed = new Promise<void>((resolve) => req.once('close', resolve));
  const answer = new Promise<{ status: number; body: string; writtenBefore: number }>((resolve, reject) => {
    req.once('error', (error) => {
      stopped = true;
      reject(error);
    });
    req.once('response', (res) => {
      stopped = true;
      const writtenBefore = written;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), writtenBefore }));
      res.once('error', reject);
    });
  });
  answer.catch(() => {});

  void (async () => {
    const zeros = Buffer.alloc(chunk);
    req.write(preamble);
    req.write(file.head);
    written = file.head.length;
    while (!stopped && written < file.size) {
      const piece = zeros.subarray(0, Math.min(chunk, file.size - written));
      const drained = req.write(piece);
      written += piece.length;
      await new Promise((resolve) => (drained ? setTimeout(resolve, pauseMs) : req.once('drain', resolve)));
    }
    if (!stopped) req.end(ending);
  })().catch(() => {});

  return {
    written: () => written,
    answer,
    closed,
    hangUp() {
      stopped = true;
      req.destroy();
    },
  };
}
