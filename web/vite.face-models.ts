import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// The face finder's models, served by the app itself at /models/face-api/ (copied from the
// library's package into the build; in development read from it): the tiny face detector, the 68
// landmarks and the recognition model that makes the 128-number descriptors. Nothing is fetched
// from anywhere else, so the Content-Security-Policy stays 'self'.

const FILES = [
  'tiny_face_detector_model-weights_manifest.json',
  'tiny_face_detector_model.bin',
  'face_landmark_68_model-weights_manifest.json',
  'face_landmark_68_model.bin',
  'face_recognition_model-weights_manifest.json',
  'face_recognition_model.bin',
];

/** The folder of the models inside the installed package. */
const modelDir = () => path.join(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')), 'model');

/** Copies the three models into the build at models/face-api/ and serves them there in development. */
export function faceModels(): Plugin {
  return {
    name: 'kinfolk-face-models',
    configureServer(server) {
      server.middlewares.use('/models/face-api', (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0];
        if (!FILES.includes(name)) return next();
        res.setHeader('Content-Type', name.endsWith('.json') ? 'application/json' : 'application/octet-stream');
        createReadStream(path.join(modelDir(), name)).pipe(res);
      });
    },
    generateBundle() {
      for (const name of FILES) this.emitFile({ type: 'asset', fileName: `models/face-api/${name}`, source: readFileSync(path.join(modelDir(), name)) });
    },
  };
}
