import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from its environment, read once at start. */
export interface Config {
  production: boolean;
  port: number;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  webDistDir: string;
  /** Set when an external PostgreSQL is used; otherwise the embedded one runs in dataDir. */
  databaseUrl?: string;
  embeddedPgPort: number;
  sessionSecret: string;
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** Serve the embedded development identity provider at /oidc. */
  devProvider: boolean;
  maxUploadBytes: number;
  logQueries: boolean;
}

const rootDir = path.resolve(import.meta.dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(rootDir, env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');

  const oidc = env.OIDC_ISSUER
    ? { issuer: env.OIDC_ISSUER.replace(/\/$/, ''), clientId: required(env, 'OIDC_CLIENT_ID'), clientSecret: required(env, 'OIDC_CLIENT_SECRET') }
    : null;
  const devProvider = !oidc;
  if (devProvider && production && env.ALLOW_DEV_PROVIDER !== 'true') {
    throw new Error('OIDC_ISSUER is not set: the development identity provider refuses to run with NODE_ENV=production (set ALLOW_DEV_PROVIDER=true to allow it anyway).');
  }
  if (production && (env.SESSION_SECRET ?? '').length < 16) {
    throw new Error('SESSION_SECRET (at least 16 characters) is required when NODE_ENV=production.');
  }

  return {
    production,
    port,
    publicUrl,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    webDistDir: path.join(rootDir, 'web/dist'),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPgPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    sessionSecret: env.SESSION_SECRET || devSecret(dataDir, 'session-secret'),
    oidc,
    devProvider,
    maxUploadBytes: Number(env.MAX_UPLOAD_MB ?? 10) * 1024 * 1024,
    logQueries: env.LOG_SQL === 'true',
  };
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required when OIDC_ISSUER is set.`);
  return value;
}

/** A random secret generated once and kept in the data directory, for development. */
export function devSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
