import type { Config } from '../../config.ts';

export interface SettingView {
  name: string;
  value: string;
}

const MASK = '••••••••';

/** A URL with its password (and any secret query) replaced by the mask. */
function maskedUrl(value: string) {
  try {
    const url = new URL(value);
    if (url.password) url.password = MASK;
    return decodeURIComponent(url.toString());
  } catch {
    return MASK;
  }
}

/**
 * The settings this server runs with, as the administrator's page shows them: secrets (the session
 * secret, passwords in URLs, client secrets, the metrics token, S3 keys) only as set or not.
 */
export function settingsOf(config: Config): SettingView[] {
  const secret = (value: string | null | undefined) => (value ? MASK : 'not set');
  const storage = config.storage;
  const rows: [string, string][] = [
    ['PUBLIC_URL', config.publicUrlFixed ? config.publicUrl : `not set (${config.publicUrl})`],
    ['PORT', String(config.port)],
    ['DATABASE_URL', config.databaseUrl ? maskedUrl(config.databaseUrl) : 'not set (embedded PostgreSQL in DATA_DIR)'],
    ['DATA_DIR', config.dataDir],
    ['SESSION_SECRET', process.env.SESSION_SECRET ? MASK : 'not set (one shared secret kept in the database)'],
    ['REGISTRATION', config.registration],
    ['OIDC_ISSUER', config.oidc?.issuer ?? 'not set (Kinfolk accounts)'],
    ['OIDC_CLIENT_SECRET', secret(config.oidc?.clientSecret)],
    ['SMTP_URL', config.mail ? maskedUrl(config.mail.url) : 'not set (no e-mail)'],
    ['S3_BUCKET', storage.kind === 's3' ? storage.bucket : 'not set (files in DATA_DIR/uploads)'],
    ['S3_ENDPOINT', storage.kind === 's3' ? (storage.endpoint ?? 'AWS') : 'not set'],
    ['S3_SECRET_ACCESS_KEY', storage.kind === 's3' ? secret(storage.secretAccessKey) : 'not set'],
    ['METRICS_TOKEN', secret(config.metricsToken)],
    ['BACKUP_SCHEDULE', config.backupSchedule ?? 'not set (backups only when asked)'],
    ['BACKUP_KEEP', String(config.backupKeep)],
    ['JOB_CONCURRENCY', String(config.jobConcurrency)],
    ['MAX_UPLOAD_MB', String(config.maxUploadBytes / 1024 / 1024)],
    ['IMAGE_MAX_MB', String(config.media.maxImageBytes / 1024 / 1024)],
    ['VIDEO_MAX_MB', String(config.media.maxVideoBytes / 1024 / 1024)],
    ['GEDCOM_MAX_MB', String(Math.round(config.gedcomMaxBytes / 1024 / 1024))],
    ['REQUEST_TIMEOUT_SECONDS', String(config.requestTimeoutMs / 1000)],
    ['GRAPHQL_REFUSALS', String(config.graphqlRefusalsPerCaller)],
  ];
  return rows.map(([name, value]) => ({ name, value }));
}
