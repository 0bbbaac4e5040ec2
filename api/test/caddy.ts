// The recommended front server in tests and benches: Debian's Caddy running the committed
// deploy/Caddyfile (HTTP/2 over TLS with Caddy's own certificate authority, zstd and gzip, round-robin
// between the app servers with their health checks), imported behind global options of our own: free
// ports, a certificate store in a temporary folder, the local authority never installed in the system.
// This Node process is made to trust that authority; Chromium is told to accept it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';

const CADDYFILE = path.resolve(import.meta.dirname, '../../deploy/Caddyfile');
const CADDY = process.env.CADDY_PATH ?? 'caddy';

/** Chromium's switch for a page served with the bench Caddy's own certificate. */
export const ACCEPT_LOCAL_CERTIFICATE = '--ignore-certificate-errors';

export interface FrontServer {
  /** Where browsers and clients reach the app: `https://localhost:<port>`. */
  url: string;
  /** Caddy's version line, for the bench's heading. */
  version: string;
  /** Caddy's local certificate authority (PEM), for clients of its own. */
  ca: string;
  close(): Promise<void>;
}

/**
 * What `caddy validate` says of deploy/Caddyfile as the compose file runs it (its own global
 * options, APP_SERVERS as given): `ok` and Caddy's last line.
 */
export function validateCaddyfile(env: Record<string, string> = {}): { ok: boolean; said: string } {
  caddyVersion();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-caddy-'));
  try {
    const run = spawnSync(CADDY, ['validate', '--config', CADDYFILE, '--adapter', 'caddyfile'], { encoding: 'utf8', env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, ...env } });
    // Caddy logs to stderr and says its verdict on stdout (or, refusing, as its last log line).
    const lines = (run.status === 0 ? run.stdout : run.stderr).trim().split('\n');
    return { ok: run.status === 0, said: lines[lines.length - 1] ?? '' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Caddy's version, or a clear error when it is not installed. */
export function caddyVersion(): string {
  const found = spawnSync(CADDY, ['version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) throw new Error(`Caddy is needed for this bench (apt-get install caddy, or CADDY_PATH): ${found.error?.message ?? found.stderr}`);
  return found.stdout.trim().split(' ')[0];
}

/**
 * Starts Caddy with deploy/Caddyfile in front of `upstreams` (host:port each), on `port` when given
 * (so that the app servers can be told their public address first), and waits until the
 * app answers through it; this process then trusts Caddy's certificate authority for its own fetches
 * and WebSockets.
 */
export async function startCaddy(upstreams: string[], { port }: { port?: number } = {}): Promise<FrontServer> {
  // A free port may be taken by another process before Caddy binds it: then it is tried on others.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startCaddyOnce(upstreams, port);
    } catch (error) {
      if (port !== undefined || attempt === 3) throw error;
    }
  }
}

async function startCaddyOnce(upstreams: string[], port: number | undefined): Promise<FrontServer> {
  const version = caddyVersion();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-caddy-'));
  const [httpsPort, httpPort] = [port ?? (await freePort()), await freePort()];
  const config = path.join(dir, 'Caddyfile');
  writeFileSync(
    config,
    `{\n\tadmin off\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tstorage file_system ${path.join(dir, 'data')}\n\tlog {\n\t\tlevel ERROR\n\t}\n}\nimport ${CADDYFILE}\n`,
  );
  const env = { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, SITE_ADDRESS: 'localhost', APP_SERVERS: upstreams.join(' ') };
  const child: ChildProcess = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  // A Caddy that cannot be started at all is said by waitFor, not thrown into the test's process.
  child.on('error', (error) => (log += String(error)));
  const url = caddyUrl(httpsPort);
  const root = path.join(dir, 'data/pki/authorities/local/root.crt');
  const close = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const waitFor = async (what: string, done: () => boolean | Promise<boolean>) => {
    for (let tries = 0; !(await done()); tries++) {
      if (child.exitCode !== null || child.pid === undefined || tries > 600) {
        await close();
        throw new Error(`Caddy did not start (${what}): ${log}`);
      }
      await sleep(100);
    }
  };
  await waitFor('its certificate authority', () => existsSync(root));
  const ca = readFileSync(root, 'utf8');
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), ca]);
  await waitFor('the app through it', () => fetch(`${url}/readyz`).then((r) => r.ok, () => false));
  return { url, version, ca, close };
}

/** The address Caddy will serve on `port`, for the app servers' PUBLIC_URL. */
export const caddyUrl = (port: number): string => `https://localhost:${port}`;

/** An app server's address as Caddy's upstream (host:port). */
export const upstreamOf = (serverUrl: string): string => new URL(serverUrl).host;
