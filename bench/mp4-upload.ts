// A large MP4-shaped video generated as it is sent (never whole in memory), and a multipart upload
// of it to the REST or GraphQL endpoint. Run as a script it sends one upload and prints the result as
// JSON, so the benchmark can send from another process than the server's (whose memory it measures).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const CHUNK = 256 * 1024;

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** The boxes around the media data: `ftyp` before it, `moov`/`mvhd` (lasting `seconds`) after it. */
function frame(seconds: number) {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'latin1')]));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(seconds * 1000, 16); // duration
  return { ftyp, moov: box('moov', box('mvhd', mvhd)) };
}

/** The chunks of an MP4 file of exactly `totalBytes` bytes: `ftyp`, one `mdat` filling the rest, then `moov`. */
export function* mp4Chunks(totalBytes: number, seconds = 600): Generator<Buffer> {
  const { ftyp, moov } = frame(seconds);
  const dataBytes = totalBytes - ftyp.length - 8 - moov.length;
  const mdatHead = Buffer.alloc(8);
  mdatHead.writeUInt32BE(8 + dataBytes); // below 4 GiB: the 32-bit size is enough
  mdatHead.write('mdat', 4, 'latin1');
  yield Buffer.concat([ftyp, mdatHead]);
  const data = Buffer.alloc(CHUNK);
  for (let i = 0; i < CHUNK; i++) data[i] = (i * 31 + 7) % 251;
  for (let left = dataBytes; left > 0; left -= CHUNK) yield left >= CHUNK ? data : data.subarray(0, left);
  yield moov;
}

export interface UploadRequest {
  url: string;
  cookie: string;
  transport: 'REST' | 'GraphQL';
  circleId: string;
  bytes: number;
}

export interface UploadResult {
  status: number;
  body: string;
  seconds: number;
}

const BOUNDARY = 'kinfolk-bench-upload';

/** The text parts before the file (the fields first, as browsers and the web client send them). */
function parts(req: UploadRequest) {
  const fields = { title: 'Bench video', circleId: req.circleId };
  if (req.transport === 'REST') return { path: '/api/memories', fields: Object.entries(fields), fileField: 'file' };
  const operations = JSON.stringify({ query: 'mutation($input: UploadMemoryInput!) { uploadMemory(input: $input) { id kind file { size durationSeconds } } }', variables: { input: { ...fields, file: null } } });
  return { path: '/graphql', fields: [['operations', operations], ['map', '{"0":["variables.input.file"]}']], fileField: '0' };
}

/** Sends the video as a multipart body, honouring backpressure; resolves with the answer and the time to it. */
export function sendUpload(req: UploadRequest): Promise<UploadResult> {
  const target = parts(req);
  const text = target.fields.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('');
  const preamble = Buffer.from(`${text}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${target.fileField}"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const ending = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(target.path, req.url), {
      method: 'POST',
      headers: {
        cookie: req.cookie,
        'apollo-require-preflight': 'true',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(preamble.length + req.bytes + ending.length),
      },
    });
    request.once('error', reject);
    request.once('response', (res) => {
      const body: Buffer[] = [];
      res.on('data', (part: Buffer) => body.push(part));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(body).toString('utf8'), seconds: (performance.now() - start) / 1000 }));
      res.once('error', reject);
    });
    void (async () => {
      request.write(preamble);
      for (const chunk of mp4Chunks(req.bytes)) {
        if (!request.write(chunk)) await new Promise((r) => request.once('drain', r));
        if (request.destroyed) return;
      }
      request.end(ending);
    })().catch(reject);
  });
}

if (import.meta.main) {
  const result = await sendUpload(JSON.parse(process.argv[2]) as UploadRequest);
  process.stdout.write(JSON.stringify(result));
}
