import type { Config } from '../../config.ts';
import { t } from '../../i18n.ts';

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
 * secret, passwords in URLs, client secrets, the metrics token, S3 keys) only as set or not, in
 * the administrator's language.
 */
export function settingsOf(config: Config): SettingView[] {
  const notSet = t('admin:setting.notSet');
  const secret = (value: string | null | undefined) => (value ? MASK : notSet);
  const storage = config.storage;
  const rows: [string, string][] = [
    ['PUBLIC_URL', config.publicUrlFixed ? config.publicUrl : t('admin:setting.notSetUsing', { value: config.publicUrl })],
    ['PORT', String(config.port)],
    ['DATABASE_URL', config.databaseUrl ? maskedUrl(config.databaseUrl) : t('admin:setting.noDatabaseUrl')],
    ['DATA_DIR', config.dataDir],
    ['SESSION_SECRET', process.env.SESSION_SECRET ? MASK : t('admin:setting.noSessionSecret')],
    ['REGISTRATION', config.registration],
    ['OIDC_ISSUER', config.oidc?.issuer ?? t('admin:setting.noOidcIssuer')],
    ['OIDC_CLIENT_SECRET', secret(config.oidc?.clientSecret)],
    ['SMTP_URL', config.mail ? maskedUrl(config.mail.url) : t('admin:setting.noSmtpUrl')],
    ['S3_BUCKET', storage.kind === 's3' ? storage.bucket : t('admin:setting.noS3Bucket')],
    ['S3_ENDPOINT', storage.kind === 's3' ? (storage.endpoint ?? 'AWS') : notSet],
    ['S3_SECRET_ACCESS_KEY', storage.kind === 's3' ? secret(storage.secretAccessKey) : notSet],
    ['METRICS_TOKEN', secret(config.metricsToken)],
    ['BACKUP_SCHEDULE', config.backupSchedule ?? t('admin:setting.noBackupSchedule')],
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
