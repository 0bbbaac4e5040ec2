import http from 'node:http';
import { ConfigError, loadConfig, sessionSettingsOf } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { DatabaseStartError } from './db/start-errors.ts';
import { entities } from './modules/entities.ts';
import { createApp } from './app.ts';
import { attachSubscriptions } from './graphql/subscriptions.ts';
import { keepIdleConnections, stopServing } from './http/idle-connections.ts';
import { ownInterfaces } from './http/request-origin.ts';
import { guardProcess } from './process-guard.ts';
import { log } from './log.ts';

guardProcess();

/** A start-up failure the person starting Kinfolk can fix; its message says how. */
class StartError extends Error {}

let db: Database | undefined;
let stopApp: (() => Promise<void>) | undefined;
let stopLive: (() => Promise<void>) | undefined;
try {
  const config = loadConfig();
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedPort: config.embeddedPgPort, entities, debug: config.logQueries, session: sessionSettingsOf(config) });
  // The port first: a start that cannot listen stops before the app touches anything (its job queue
  // would take over jobs of a stopped server). Until the app is ready, requests are told to retry.
  const server = http.createServer(startingUp);
  keepIdleConnections(server);
  await listen(server, config.port);
  const created = await createApp(config, db.orm);
  const { app, stop } = created;
  stopApp = stop;
  server.off('request', startingUp);
  server.on('request', app.callback());
  // Live updates (GraphQL subscriptions) on the same port, by WebSocket upgrade of /graphql.
  const live = await attachSubscriptions(server, created);
  stopLive = live.close;
  log.info({ port: config.port, publicUrl: config.publicUrl }, `Kinfolk is running at ${config.publicUrl} (port ${config.port})`);
  if (!config.mail) log.info('E-mail is not configured: digests are off');
  if (!config.publicUrlFixed) {
    const lan = homeNetworkAddresses().map((a) => `http://${a}:${config.port}`);
    if (lan.length) log.info(`On your home network: ${lan.join(', ')}`);
  }

  const opened = db;
  let stopping = false;
  /**
   * Stops taking work and lets what is under way finish: /readyz answers 503 at once (the balancer
   * sends nothing new), live subscriptions end, no new connection is accepted, keep-alive connections
   * close once idle, requests in progress get up to SHUTDOWN_GRACE_SECONDS to finish, then the job
   * queue waits for its running jobs before the database is closed.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, `${signal}: shutting down`);
    created.drain();
    // Live subscriptions first (their clients reconnect, to another server or to this one once it is
    // back): their WebSockets are connections the server would otherwise wait for.
    await live.close();
    if (!(await stopServing(server, config.shutdownGraceMs))) log.warn('Requests still running after the grace period were cut off.');
    await stop();
    await opened.close();
    log.info('Stopped.');
    process.exit(0);
  };
  // The server's shutdown alone answers these signals. The embedded database's library answers them
  // too (async-exit-hook): it stopped the database under the requests and jobs still finishing and
  // ended the process with 143 before the shutdown was done. The database is stopped last, above.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
} catch (error) {
  // The app's background jobs stop before their database does, quietly.
  await stopLive?.().catch(() => {});
  await stopApp?.().catch(() => {});
  await db?.close().catch(() => {});
  if (error instanceof ConfigError || error instanceof DatabaseStartError || error instanceof StartError) {
    console.error(error.message);
  } else {
    console.error('Kinfolk could not start because of an unexpected error:', error);
  }
  process.exit(1);
}

/** The answer while the server starts: 503, to be asked again in a second. */
function startingUp(_req: http.IncomingMessage, res: http.ServerResponse) {
  res.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Kinfolk is starting. Try again in a moment.');
}

/** This machine's IPv4 addresses other devices can reach (not loopback). */
function homeNetworkAddresses() {
  return ownInterfaces().filter((i) => i.family === 'IPv4' && !i.internal).map((i) => i.address);
}

/** Listens on `port`, turning the usual refusals into a sentence. */
function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new StartError(`Port ${port} is already in use by another program: stop it, or set PORT to a free port.`));
      else if (error.code === 'EACCES') reject(new StartError(`Kinfolk may not listen on port ${port} (ports below 1024 need privileges): set PORT to 1024 or above.`));
      else reject(error);
    });
    server.listen(port, () => resolve());
  });
}
