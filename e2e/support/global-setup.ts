import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from './server.ts';

export default async function globalSetup() {
  const dist = path.resolve(import.meta.dirname, '../../web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('The web app is not built: run `npm run build` first (npm run test:e2e does).');
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH).');
  // The servers serve a copy of this build (WEB_DIST_DIR, inherited by the servers the tests start),
  // so a build made meanwhile in the same checkout cannot swap the app's files under a journey.
  if (!process.env.WEB_DIST_DIR) {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-e2e-web-'));
    cpSync(dist, copy, { recursive: true });
    process.env.WEB_DIST_DIR = copy;
    process.env.KINFOLK_E2E_WEB_COPY = copy;
  }
  // One first start for all: each journey's server starts on a copy of this folder (newDataDir),
  // once the server and its PostgreSQL have stopped (a copy of a running one would not start). Should
  // it not stop in two minutes, each journey's server makes its own folder, as without this.
  if (!process.env.KINFOLK_E2E_DATA_TEMPLATE) {
    const first = await startServer();
    await stopServer(first, false, 120_000);
    const stopped = first.process.exitCode !== null || first.process.signalCode !== null;
    if (!stopped || existsSync(path.join(first.dataDir, 'postgres', 'postmaster.pid'))) {
      await stopServer(first);
      return;
    }
    process.env.KINFOLK_E2E_DATA_TEMPLATE = first.dataDir;
    process.env.KINFOLK_E2E_DATA_TEMPLATE_MADE = first.dataDir;
  }
}
