// A 10-minute voice recording generated as it is sent (never whole in memory) and its GraphQL
// multipart upload (sendVoiceMessage). Run as a script it sends one upload and prints, as JSON, the
// answer, when the last byte went out and when the answer (with the measured length and waveform)
// came back, so the benchmark sends from another process than the server's (whose memory it measures).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export interface VoiceUploadRequest {
  url: string;
  cookie: string;
  recipientId: string;
  format: 'webm' | 'wav';
  seconds: number;
}

export interface VoiceUploadResult {
  status: number;
  body: string;
  /** From the first byte sent to the answer. */
  seconds: number;
  /** From the last byte sent to the answer: the server's measuring left over once the upload ended. */
  afterEndSeconds: number;
  bytes: number;
}

const RATE = 48_000;
const CHUNK_FRAMES = 24_000;

/** A 16-bit mono WAV of `seconds`: a tone whose loudness swells and fades every few seconds, as speech does. */
function* wavChunks(seconds: number): Generator<Buffer> {
  const frames = seconds * RATE;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + frames * 2, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(frames * 2, 40);
  yield header;
  for (let start = 0; start < frames; start += CHUNK_FRAMES) {
    const count = Math.min(CHUNK_FRAMES, frames - start);
    const chunk = Buffer.alloc(count * 2);
    for (let i = 0; i < count; i++) {
      const t = (start + i) / RATE;
      chunk.writeInt16LE(Math.round(Math.sin(2 * Math.PI * 220 * t) * (0.1 + 0.4 * Math.abs(Math.sin(t / 2))) * 32767), i * 2);
    }
    yield chunk;
  }
}

/** The EBML head (up to the first cluster) and the Opus packets of the WebM Chromium recorded (see the audio fixtures). */
function webmParts() {
  const fixture = readFileSync(path.join(import.meta.dirname, '../api/src/modules/files/test/audio/chromium-tone.webm'));
  const packets: Buffer[] = [];
  let head = fixture.length;
  const vint = (at: number, marker: boolean) => {
    const length = Math.clz32(fixture[at]) - 23;
    let value = marker ? fixture[at] : fixture[at] & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + fixture[at + i];
    return { length, value, unknown: !marker && value === 2 ** (7 * length) - 1 };
  };
  for (let at = 0; at < fixture.length; ) {
    const id = vint(at, true);
    const size = vint(at + id.length, false);
    const body = at + id.length + size.length;
    if (id.value === 0x1f43b675 && head === fixture.length) head = at;
    if (id.value === 0x18538067 || id.value === 0x1f43b675) at = body;
    else {
      if (id.value === 0xa3) packets.push(fixture.subarray(body + 4, body + size.value));
      at = body + size.value;
    }
  }
  return { head: fixture.subarray(0, head), packets };
}

/** A WebM of `seconds` as MediaRecorder writes it (clusters of unknown size, no length in the header), of the recorded Opus packets, 20 ms each. */
function* webmChunks(seconds: number): Generator<Buffer> {
  const { head, packets } = webmParts();
  yield head;
  const perCluster = 250; // 5 s
  const total = seconds * 50;
  for (let first = 0; first < total; first += perCluster) {
    const parts: Buffer[] = [Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])];
    const timecode = Buffer.from([0xe7, 0x84, 0, 0, 0, 0]);
    timecode.writeUInt32BE(first * 20, 2);
    parts.push(timecode);
    for (let n = 0; n < perCluster && first + n < total; n++) {
      const packet = packets[(first + n) % packets.length];
      const block = Buffer.alloc(9 + packet.length);
      block[0] = 0xa3;
      block.writeUInt32BE(0x10000000 | (4 + packet.length), 1);
      block[5] = 0x81;
      block.writeInt16BE(n * 20, 6);
      block[8] = 0x80;
      packet.copy(block, 9);
      parts.push(block);
    }
    yield Buffer.concat(parts);
  }
}

const BOUNDARY = 'kinfolk-bench-voice';

/** Sends the recording as a GraphQL multipart body, honouring backpressure. */
export function sendVoiceUpload(req: VoiceUploadRequest): Promise<VoiceUploadResult> {
  const chunks = [...(req.format === 'wav' ? wavChunks(req.seconds) : webmChunks(req.seconds))];
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const operations = JSON.stringify({
    query: 'mutation($input: SendVoiceMessageInput!) { sendVoiceMessage(input: $input) { id durationSeconds contentType peaks } }',
    variables: { input: { title: 'Bench recording', recipientIds: [req.recipientId], audio: null } },
  });
  const text = [['operations', operations], ['map', '{"0":["variables.input.audio"]}']].map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('');
  const preamble = Buffer.from(`${text}--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="bench.${req.format}"\r\nContent-Type: audio/${req.format}\r\n\r\n`);
  const ending = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const start = performance.now();
  let ended = start;
  return new Promise((resolve, reject) => {
    const request = http.request(new URL('/graphql', req.url), {
      method: 'POST',
      headers: { cookie: req.cookie, 'apollo-require-preflight': 'true', 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(preamble.length + bytes + ending.length) },
    });
    request.once('error', reject);
    request.once('response', (res) => {
      const body: Buffer[] = [];
      res.on('data', (part: Buffer) => body.push(part));
      res.once('end', () => {
        const now = performance.now();
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(body).toString('utf8'), seconds: (now - start) / 1000, afterEndSeconds: (now - ended) / 1000, bytes });
      });
      res.once('error', reject);
    });
    void (async () => {
      request.write(preamble);
      for (const chunk of chunks) {
        if (!request.write(chunk)) await new Promise((r) => request.once('drain', r));
        if (request.destroyed) return;
      }
      request.end(ending, () => (ended = performance.now()));
    })().catch(reject);
  });
}

if (import.meta.main) {
  const result = await sendVoiceUpload(JSON.parse(process.argv[2]) as VoiceUploadRequest);
  process.stdout.write(JSON.stringify(result));
}
