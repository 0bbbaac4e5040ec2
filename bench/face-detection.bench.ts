// Face detection in headless Chromium: how long finding faces (with landmarks and descriptors) takes
// on a 12-megapixel photo with the app's settings (drawn at 1,600 px first, input 608) beside the
// library's defaults (input 416) and its browser demo's settings (input 800) on the photo as it is;
// then how alike the descriptors of real photos of one face are, and of a different face.
// Prints figures; asserts nothing. Run: node bench/face-detection.bench.ts
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { launchBrowser } from '../e2e/support/browser.ts';
import { APP_SETTINGS, DEMO_SETTINGS, LIBRARY_DEFAULTS, type DetectorSettings } from '../web/src/features/memories/faces/detectionSource.ts';
import { rosaPhotos, rosaWithStranger, strangerPhoto, twelveMegapixelPhoto } from './seed/face-photos.ts';
import { summarise } from './harness.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const lib = path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));
const MODELS = ['tiny_face_detector_model', 'face_landmark_68_model', 'face_recognition_model'];

const images = new Map<string, Buffer>();
const [rosa, stranger, both, big] = await Promise.all([rosaPhotos(), strangerPhoto(), rosaWithStranger(), twelveMegapixelPhoto()]);
rosa.forEach((b, i) => images.set(`rosa-${i + 1}`, b));
images.set('stranger', stranger);
images.set('both', both);
images.set('12mp', big);

const PAGE = `<!doctype html><meta charset="utf-8"><body><script type="module">
import * as faceapi from '/face-api.esm.js';
const tf = faceapi.tf;
window.load = async () => {
  const t0 = performance.now();
  const webgl = await tf.setBackend('webgl').catch(() => false);
  if (!webgl) await tf.setBackend('cpu');
  await tf.ready();
  await Promise.all([faceapi.nets.tinyFaceDetector.loadFromUri('/models'), faceapi.nets.faceLandmark68Net.loadFromUri('/models'), faceapi.nets.faceRecognitionNet.loadFromUri('/models')]);
  return { backend: tf.getBackend(), ms: performance.now() - t0 };
};
window.detect = async (name, s) => {
  const t0 = performance.now();
  const img = new Image();
  img.src = '/img/' + name;
  await img.decode();
  let input = img;
  if (s.side > 0) {
    const k = Math.min(1, s.side / Math.max(img.naturalWidth, img.naturalHeight));
    input = document.createElement('canvas');
    input.width = Math.round(img.naturalWidth * k);
    input.height = Math.round(img.naturalHeight * k);
    input.getContext('2d').drawImage(img, 0, 0, input.width, input.height);
  }
  const found = await faceapi.detectAllFaces(input, new faceapi.TinyFaceDetectorOptions({ inputSize: s.inputSize, scoreThreshold: s.scoreThreshold })).withFaceLandmarks().withFaceDescriptors();
  return { ms: performance.now() - t0, size: [img.naturalWidth, img.naturalHeight], faces: found.map((f) => ({ score: f.detection.score, x: f.detection.box.x / input.width, descriptor: Array.from(f.descriptor) })) };
};
window.ready = true;
</script>`;

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  if (url === '/face-api.esm.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(path.join(lib, 'dist/face-api.esm.js')));
  const model = url.match(/^\/models\/([\w-]+\.(json|bin))$/);
  if (model && MODELS.some((m) => model[1].startsWith(m))) return res.writeHead(200).end(readFileSync(path.join(lib, 'model', model[1])));
  const image = url.match(/^\/img\/([\w-]+)$/);
  if (image && images.has(image[1])) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(images.get(image[1]));
  res.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

interface Detected {
  ms: number;
  size: [number, number];
  faces: { score: number; x: number; descriptor: number[] }[];
}

const browser = await launchBrowser();
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  page.setDefaultTimeout(600_000);
  await page.goto(base);
  await page.waitForFunction(() => (globalThis as unknown as { ready?: boolean }).ready === true);
  const loaded = await page.evaluate(() => (globalThis as unknown as { load: () => Promise<{ backend: string; ms: number }> }).load());
  const detect = (name: string, s: DetectorSettings) => page.evaluate(([n, settings]) => (globalThis as unknown as { detect: (n: string, s: DetectorSettings) => Promise<Detected> }).detect(n, settings), [name, s] as const);

  console.log(`Face detection in headless Chromium ${browser.version()} (backend: ${loaded.backend}); ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`models loaded (tiny detector + 68 landmarks + recognition) in ${Math.round(loaded.ms)} ms`);
  // One run to warm up (shader compilation or first allocation), not counted.
  await detect('12mp', APP_SETTINGS);
  const runs: [string, DetectorSettings][] = [
    ['app: drawn at 1600 px, input 608, score 0.45', APP_SETTINGS],
    ['library defaults: whole photo, input 416, score 0.5', LIBRARY_DEFAULTS],
    ['library demo: whole photo, input 800, score 0.3', DEMO_SETTINGS],
  ];
  for (const [label, settings] of runs) {
    const times: number[] = [];
    let faces = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await detect('12mp', settings);
      times.push(r.ms);
      faces = r.faces.length;
    }
    const s = summarise(times);
    console.log(`12 MP (4000×3000) · ${label}: p50 ${Math.round(s.p50)} ms, mean ${Math.round(s.mean)} ms over ${RUNS} runs, ${faces} face(s) found`);
  }

  // How alike: distances between descriptors (the model's "same person" threshold is 0.6).
  const dist = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - b[i]));
  const one = async (name: string) => (await detect(name, APP_SETTINGS)).faces[0]?.descriptor ?? null;
  const rosaDescriptors = [];
  for (let i = 1; i <= rosa.length; i++) rosaDescriptors.push(await one(`rosa-${i}`));
  const strangerDescriptor = await one('stranger');
  console.log(`faces found: ${rosaDescriptors.filter(Boolean).length} of ${rosa.length} photos of Rosa, stranger ${strangerDescriptor ? 'found' : 'NOT found'}`);
  const found = rosaDescriptors.filter((d): d is number[] => d !== null);
  const same = found.flatMap((a, i) => found.slice(i + 1).map((b) => dist(a, b)));
  if (same.length) console.log(`Rosa vs Rosa (crops, mirror, re-lit): min ${Math.min(...same).toFixed(3)}, max ${Math.max(...same).toFixed(3)}`);
  if (strangerDescriptor) console.log(`Rosa vs stranger: ${found.map((d) => dist(d, strangerDescriptor).toFixed(3)).join(', ')}`);
  const together = await detect('both', APP_SETTINGS);
  console.log(`photo with both: ${together.faces.length} face(s); distance to Rosa's first photo: ${together.faces.map((f) => `x=${f.x.toFixed(2)} → ${found[0] ? dist(f.descriptor, found[0]).toFixed(3) : '?'}`).join('; ')}`);
} finally {
  await browser.close();
  server.close();
}
