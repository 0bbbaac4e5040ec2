import http from 'node:http';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { entities } from './modules/entities.ts';
import { createApp } from './app.ts';
import { guardProcess } from './process-guard.ts';

guardProcess();

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedPort: config.embeddedPgPort, entities, debug: config.logQueries });
const { app, stop } = await createApp(config, db.orm);
const server = http.createServer(app.callback());
server.listen(config.port, () => console.log(`Kinfolk is running at ${config.publicUrl} (port ${config.port})`));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  server.close();
  server.closeAllConnections();
  await stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
