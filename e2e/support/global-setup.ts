import { existsSync } from 'node:fs';
import path from 'node:path';

export default async function globalSetup() {
  const index = path.resolve(import.meta.dirname, '../../web/dist/index.html');
  if (!existsSync(index)) throw new Error('The web app is not built: run `npm run build` first (npm run test:e2e does).');
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH).');
}
