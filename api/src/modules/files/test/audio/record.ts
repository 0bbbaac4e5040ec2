/**
 * Records the committed WebM/Opus and MP4 fixtures the way a user's browser does: Chromium's
 * MediaRecorder with a fake microphone that plays a WAV made in code (a 330 Hz tone, then digital
 * silence), 2.5 s each. Run again with `node api/src/modules/files/test/audio/record.ts` (needs
 * Chromium at /usr/bin/chromium).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { wav, silentWav } from '../../../../../test/audio-fixtures.ts';

// Runs in the page, so it is kept as text: the api's TypeScript has no browser types (adding them here
// would give every api file the browser's Blob and fetch).
const RECORD_IN_PAGE = `async (mimeType) => {
  if (!MediaRecorder.isTypeSupported(mimeType)) return null;
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const recorder = new MediaRecorder(stream, { mimeType });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(250);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  recorder.stop();
  await done;
  stream.getTracks().forEach((track) => track.stop());
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}`;

const out = process.argv[2] ?? new URL('.', import.meta.url).pathname;
// getUserMedia needs a secure context: a page from localhost is one.
const server = createServer((_request, response) => response.end('<!doctype html><title>rec</title>'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
for (const [name, audio] of [['tone', wav(3, { rate: 48000, frequency: 330 })], ['silence', silentWav(3, 48000)]] as const) {
  const input = `${tmpdir()}/kinfolk-${name}.wav`;
  writeFileSync(input, audio);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-audio-capture=${input}%noloop`, '--autoplay-policy=no-user-gesture-required'] });
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/`);
  for (const type of ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4']) {
    const base64 = await page.evaluate<string | null>(`(${RECORD_IN_PAGE})(${JSON.stringify(type)})`);
    const ext = type.includes('webm') ? 'webm' : type.includes('ogg') ? 'ogg' : 'm4a';
    if (base64) writeFileSync(`${out}/chromium-${name}.${ext}`, Buffer.from(base64, 'base64'));
    console.log(name, type, base64 ? Buffer.from(base64, 'base64').length : 'unsupported');
  }
  await browser.close();
}
server.close();
