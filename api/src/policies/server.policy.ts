import type { Actor } from './actor.ts';

/** The server itself, as the subject of what only its administrator may do. */
export interface ServerSubject {
  kind: 'server';
}
export const THE_SERVER: ServerSubject = { kind: 'server' };

export const serverPolicy = {
  /** See the server's settings, storage, job queue and backups; change registration; retry jobs; run and download backups. */
  administer: (actor: Actor, _server: ServerSubject) => actor.user.role === 'admin',
} as const;
