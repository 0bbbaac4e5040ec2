import { mkdirSync } from 'node:fs';
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
  /** SESSION_SECRET; empty until the app has read the one its servers share from the database (db/shared-secrets.ts). */
  sessionSecret: string;
  /** Whether PUBLIC_URL was set: otherwise the host the browser used is accepted when it is the server's own. */
  publicUrlFixed: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** The built-in identity provider at /oidc: "accounts" (passwords and passkeys) or "dev" (signs in any typed email; tests and `npm run dev` only). Null with an external provider. */
  builtInProvider: 'accounts' | 'dev' | null;
  /** Who may create an account: invitation links only, or anyone. */
  registration: 'invite' | 'open';
  /** SMTP server for password reset mails; null: the administrator creates reset links. */
  mail: { url: string; from: string } | null;
  maxUploadBytes: number;
  /** How long a read may take before it is answered 503 (REQUEST_TIMEOUT_SECONDS). */
  requestTimeoutMs: number;
  /** Refused GraphQL documents a caller may send within 10 s before a minute's 429 (0: no limit). */
  graphqlRefusalsPerCaller: number;
  logQueries: boolean;
  /** How many people the whole windows of large trees kept in memory may hold together (0: keep none). */
  windowCachePeople: number;
  /** Where file contents live: a folder below DATA_DIR, or an S3-compatible bucket (S3_BUCKET). */
  storage: StorageConfig;
  /** Limits of memories' files: bytes per image and per video, and an image's pixels. */
  media: { maxImageBytes: number; maxVideoBytes: number; maxImagePixels: number };
  /** Limits of audio recordings (voice messages and the like): the longest in seconds (VOICE_MAX_SECONDS) and the most bytes (AUDIO_MAX_MB). */
  audio: { maxSeconds: number; maxBytes: number };
  /** An upload not heard from for this long is taken as abandoned and its leftovers removed. */
  uploadStaleSeconds: number;
  /** Background jobs (thumbnails, clean-up) each app server runs at once. */
  jobConcurrency: number;
  /** The largest GEDCOM file or GEDZIP archive an import takes, in bytes (GEDCOM_MAX_MB, in megabytes). */
  gedcomMaxBytes: number;
  /** How long an export's file is kept for download, and a merge waits for its user's choices, in days (GEDCOM_KEEP_DAYS). */
  gedcomKeepDays: number;
  /** The most memory (V8's old generation) one GEDCOM job's process may use, in MB (GEDCOM_JOB_MEMORY_MB). */
  gedcomJobMemoryMb: number;
  /** Bearer token that reads /metrics (METRICS_TOKEN, at least 16 characters); null: /metrics answers 404. */
  metricsToken: string | null;
  /** An app server whose job queue has not written its heartbeat for this long counts as gone; its jobs run again elsewhere (JOB_SERVER_TIMEOUT_SECONDS). */
  jobServerTimeoutMs: number;
  /** When the server backs itself up into storage (BACKUP_SCHEDULE, crontab syntax, UTC; null: only when asked). */
  backupSchedule: string | null;
  /** How many of the server's own backups are kept (BACKUP_KEEP); older ones are removed. */
  backupKeep: number;
  /** How long a shutdown waits for requests and jobs in progress before it ends them (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /**
   * DNA kits: the largest raw data file taken (DNA_MAX_MB), the fewest called markers a file must
   * have (DNA_MIN_MARKERS), and the keys kits are sealed with (DNA_KEYS: `id:base64key` pairs
   * separated by commas, the first the one new kits are sealed with; null: one key the servers
   * generate once and keep in the database, see docs/dna.md).
   */
  dna: { maxBytes: number; minMarkers: number; keys: string | null };
  /**
   * Family insights: how long after a tree's change its findings are recomputed, in ms
   * (INSIGHTS_RECOMPUTE_DELAY_MS; edits within it are one recompute), from how many people a
   * recompute runs on a thread of its own (INSIGHTS_THREAD_FROM_PEOPLE), and that thread's memory
   * limit in MB (INSIGHTS_THREAD_MEMORY_MB).
   */
  insights: { recomputeDelayMs: number; threadFromPeople: number; threadMemoryMb: number };
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };

const rootDir = path.resolve(import.meta.dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(rootDir, env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = env.PUBLIC_URL ? publicOrigin(env.PUBLIC_URL) : `http://localhost:${port}`;

  const oidc = env.OIDC_ISSUER
    ? { issuer: env.OIDC_ISSUER.replace(/\/$/, ''), clientId: required(env, 'OIDC_CLIENT_ID'), clientSecret: required(env, 'OIDC_CLIENT_SECRET') }
    : null;
  const devSignIn = env.DEV_SIGN_IN === 'true';
  if (devSignIn && !['development', 'test'].includes(env.NODE_ENV ?? '')) {
    throw new ConfigError('DEV_SIGN_IN=true signs in anyone as anyone, so it only runs under `npm run dev` and the tests (NODE_ENV=development or test). Remove it to use Kinfolk accounts.');
  }
  if (devSignIn && oidc) throw new ConfigError('DEV_SIGN_IN and OIDC_ISSUER cannot be used together.');
  if (env.SESSION_SECRET && env.SESSION_SECRET.length < 16) {
    throw new ConfigError('SESSION_SECRET must be at least 16 characters long (or unset, to use one the app servers generate once and keep in the database).');
  }
  const requestTimeoutSeconds = Number(env.REQUEST_TIMEOUT_SECONDS ?? 30);
  if (!(requestTimeoutSeconds > 0)) throw new ConfigError('REQUEST_TIMEOUT_SECONDS must be a number of seconds above 0.');
  const windowCachePeople = Number(env.WINDOW_CACHE_PEOPLE ?? 300_000);
  if (!Number.isInteger(windowCachePeople) || windowCachePeople < 0) throw new ConfigError('WINDOW_CACHE_PEOPLE must be a whole number of people (0 keeps no windows).');
  const positive = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!(value > 0)) throw new ConfigError(`${name} must be a number above 0.`);
    return value;
  };
  const registration = env.REGISTRATION ?? 'invite';
  if (registration !== 'invite' && registration !== 'open') throw new ConfigError('REGISTRATION must be "invite" or "open".');

  return {
    production,
    port,
    publicUrl,
    publicUrlFixed: Boolean(env.PUBLIC_URL),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    // The built web app (npm run build); another folder can be served, e.g. a build for measurements.
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.join(rootDir, 'web/dist'),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPgPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    sessionSecret: env.SESSION_SECRET || '',
    oidc,
    builtInProvider: oidc ? null : devSignIn ? 'dev' : 'accounts',
    registration,
    mail: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM || 'Kinfolk <kinfolk@localhost>' } : null,
    maxUploadBytes: Number(env.MAX_UPLOAD_MB ?? 10) * 1024 * 1024,
    requestTimeoutMs: requestTimeoutSeconds * 1000,
    graphqlRefusalsPerCaller: Number(env.GRAPHQL_REFUSALS ?? 10),
    logQueries: env.LOG_SQL === 'true',
    windowCachePeople,
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          // Most self-hosted S3-compatible servers want the bucket in the path, not the host name.
          forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? 'true' : 'false')) === 'true',
        }
      : { kind: 'local', dir: path.join(dataDir, 'uploads') },
    media: {
      maxImageBytes: positive('IMAGE_MAX_MB', 25) * 1024 * 1024,
      maxVideoBytes: positive('VIDEO_MAX_MB', 2048) * 1024 * 1024,
      maxImagePixels: positive('IMAGE_MAX_MEGAPIXELS', 50) * 1_000_000,
    },
    audio: {
      maxSeconds: positive('VOICE_MAX_SECONDS', 600),
      maxBytes: positive('AUDIO_MAX_MB', 100) * 1024 * 1024,
    },
    uploadStaleSeconds: positive('UPLOAD_STALE_SECONDS', 120),
    jobConcurrency: Math.round(positive('JOB_CONCURRENCY', 2)),
    gedcomMaxBytes: Math.round(positive('GEDCOM_MAX_MB', 200) * 1024 * 1024),
    gedcomKeepDays: positive('GEDCOM_KEEP_DAYS', 7),
    gedcomJobMemoryMb: Math.round(positive('GEDCOM_JOB_MEMORY_MB', 4096)),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    shutdownGraceMs: positive('SHUTDOWN_GRACE_SECONDS', 25) * 1000,
    jobServerTimeoutMs: positive('JOB_SERVER_TIMEOUT_SECONDS', 30) * 1000,
    backupSchedule: env.BACKUP_SCHEDULE?.trim() || null,
    backupKeep: Math.round(positive('BACKUP_KEEP', 7)),
    dna: {
      maxBytes: Math.round(positive('DNA_MAX_MB', 40) * 1024 * 1024),
      minMarkers: Math.round(positive('DNA_MIN_MARKERS', 100_000)),
      keys: dnaKeys(env.DNA_KEYS),
    },
    insights: {
      recomputeDelayMs: Math.round(positive('INSIGHTS_RECOMPUTE_DELAY_MS', 5000)),
      threadFromPeople: Math.round(positive('INSIGHTS_THREAD_FROM_PEOPLE', 5000)),
      threadMemoryMb: Math.round(positive('INSIGHTS_THREAD_MEMORY_MB', 2048)),
    },
  };
}

/** What a server's database sessions carry of its settings (SessionSettings in db/orm-config.ts). */
export function sessionSettingsOf(config: Config) {
  return { insightsRecomputeDelayMs: config.insights.recomputeDelayMs };
}

/** DNA_KEYS checked: `id:base64` pairs, each key 32 bytes (e.g. `2026a:$(openssl rand -base64 32)`). */
function dnaKeys(value: string | undefined) {
  if (!value?.trim()) return null;
  for (const pair of value.split(',')) {
    const [id, key, ...rest] = pair.trim().split(':');
    if (rest.length || !/^[A-Za-z0-9._-]{1,64}$/.test(id ?? '') || Buffer.from(key ?? '', 'base64').length !== 32) {
      throw new ConfigError('DNA_KEYS must be key id:base64 key pairs separated by commas, each key 32 bytes (e.g. 2026a:$(openssl rand -base64 32)).');
    }
  }
  return value.trim();
}

/** PUBLIC_URL as the browser writes its origin (lower case, no default port, no trailing slash). */
function publicOrigin(value: string) {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.origin;
  } catch {
    throw new ConfigError(`PUBLIC_URL must be the address people open, such as https://family.example.org (it is "${value}").`);
  }
}

function metricsToken(value: string | undefined) {
  if (!value) return null;
  if (value.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long (e.g. `openssl rand -hex 24`).');
  return value;
}

/** A setting that stops the server from starting; its message says what to do. */
export class ConfigError extends Error {}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new ConfigError(`${name} is required when OIDC_ISSUER is set.`);
  return value;
}
