// Loaded only when someone looks for faces (a dynamic import): the recognition library and its
// models are megabytes the rest of the app never needs. The models are the app's own files
// (/models/face-api/, copied from the library's package at build), fetched from nowhere else.
import * as faceapi from '@vladmandic/face-api';
import { APP_SETTINGS, detectionSize, type DetectorSettings } from './detectionSource';
import { boxFromPixels } from './faceBoxes';
import type { PhotoBox } from '../viewer/photoBox';

/** Where the build puts the models. */
export const MODELS_URL = '/models/face-api';

/** A face found: where (fractions of the photo, on it), how sure the detector is, and its 128-number descriptor. */
export interface DetectedFace {
  box: PhotoBox;
  score: number;
  descriptor: number[];
}

/** What of TensorFlow.js (bundled in the library) chooses where the models run; its types leave these out. */
interface Backends {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
}
const tfjs = faceapi.tf as unknown as Backends;

let ready: Promise<string> | null = null;

/** Chooses WebGL (the CPU where there is none; never a backend that fetches files from elsewhere) and loads the three models once. */
export function loadModels(): Promise<string> {
  ready ??= (async () => {
    const backend = (await tfjs.setBackend('webgl').catch(() => false)) ? 'webgl' : 'cpu';
    if (backend === 'cpu') await tfjs.setBackend('cpu');
    await tfjs.ready();
    await Promise.all([
      faceapi.nets.tinyFaceDetector.loadFromUri(MODELS_URL),
      faceapi.nets.faceLandmark68Net.loadFromUri(MODELS_URL),
      faceapi.nets.faceRecognitionNet.loadFromUri(MODELS_URL),
    ]);
    return backend;
  })().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** An image element, loaded from the app's own address (with the viewer's cookie). */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`Could not load ${url}`));
    img.src = url;
  });
}

/** The image drawn on a canvas no larger than `side` on its longest side. */
export function drawnAt(img: HTMLImageElement, side: number): HTMLCanvasElement {
  const size = side > 0 ? detectionSize(img.naturalWidth, img.naturalHeight, side) : { width: img.naturalWidth, height: img.naturalHeight };
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')!.drawImage(img, 0, 0, size.width, size.height);
  return canvas;
}

/** The faces on an image, with their descriptors, best first. */
export async function detectFaces(img: HTMLImageElement, settings: DetectorSettings = APP_SETTINGS): Promise<DetectedFace[]> {
  await loadModels();
  const input = settings.side > 0 ? drawnAt(img, settings.side) : img;
  const width = input instanceof HTMLCanvasElement ? input.width : img.naturalWidth;
  const height = input instanceof HTMLCanvasElement ? input.height : img.naturalHeight;
  const found = await faceapi
    .detectAllFaces(input, new faceapi.TinyFaceDetectorOptions({ inputSize: settings.inputSize, scoreThreshold: settings.scoreThreshold }))
    .withFaceLandmarks()
    .withFaceDescriptors();
  return found
    .map((f) => ({ box: boxFromPixels(f.detection.box, width, height), score: Math.round(f.detection.score * 100) / 100, descriptor: Array.from(f.descriptor) }))
    .sort((a, b) => b.score - a.score);
}
