import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * The PostgreSQL URL the ORM connects with, so the job queue keeps its rows in the same database.
 * Separate settings (host, user, database name) win over the URL, as they do for the ORM.
 */
export function connectionStringOf(orm: MikroORM): string {
  const config = orm.config;
  const url = new URL(config.get('clientUrl')!);
  const host = config.get('host');
  const port = config.get('port');
  const user = config.get('user');
  const password = config.get('password');
  const dbName = config.get('dbName');
  if (host) url.hostname = host;
  if (port) url.port = String(port);
  if (user) url.username = encodeURIComponent(user);
  if (typeof password === 'string' && password) url.password = encodeURIComponent(password);
  if (dbName) url.pathname = `/${encodeURIComponent(dbName)}`;
  return url.toString();
}
