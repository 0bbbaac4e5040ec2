import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import path from 'node:path';
import { responsiveClientClass } from './responsive-client.ts';
import { giveBackLostConnections } from './lost-connections.ts';
import { log } from '../log.ts';

export const migrationsDir = path.resolve(import.meta.dirname, '../migrations');

/** A server's own settings that its database sessions carry, for what the database does by itself. */
export interface SessionSettings {
  /**
   * How long after a tree's change its insights are recomputed (INSIGHTS_RECOMPUTE_DELAY_MS): the
   * database's trigger that schedules the recompute reads it from the session making the change
   * (kinfolk.insights_recompute_delay_ms), 5 s where it is not set. Each server's own, never shared.
   */
  insightsRecomputeDelayMs?: number;
}

/**
 * Settings of every database session: named prepared statements (the tree window, the kinship
 * facts) keep one generic plan per connection, because planning them costs more than running them
 * and their plans are index lookups whatever the parameters. The ORM's own statements are unnamed
 * and planned each time. Then the server's own settings (SessionSettings).
 */
export function pgSessionOptions(settings: SessionSettings = {}): string {
  const options = ['-c plan_cache_mode=force_generic_plan'];
  if (settings.insightsRecomputeDelayMs !== undefined) options.push(`-c kinfolk.insights_recompute_delay_ms=${Math.max(0, Math.round(settings.insightsRecomputeDelayMs))}`);
  return options.join(' ');
}

export const PG_SESSION_OPTIONS = pgSessionOptions();

/**
 * MikroORM settings shared by the server, the tests and the migration scripts. The schema is only
 * ever changed by committed migrations; nothing syncs it automatically.
 */
export function ormConfig(clientUrl: string, entities: NonNullable<Options['entities']>, debug = false, session: SessionSettings = {}) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    debug,
    // The ORM's messages (the migrations it applies, statements with LOG_SQL) go to the server's log.
    logger: (message: string) => log.info({ source: 'orm' }, message),
    colors: false,
    // Changes reach the database only at an explicit flush (one transaction), never because a query
    // ran in between: a service checks everything first, then saves everything at once.
    flushMode: 'commit',
    pool: { min: 0, max: 10 },
    // A database that is gone or silent answers within seconds (a 503), not after TCP's minutes:
    // connecting, and waiting for a free pooled connection, give up after 3 s; a statement on a
    // server that stopped answering is cut after about 4 s (see responsive-client.ts); a connection
    // lost in the middle of a transaction goes back to the pool all the same (lost-connections.ts).
    driverOptions: {
      connectionTimeoutMillis: 3_000,
      keepAlive: true,
      Client: responsiveClientClass(),
      options: pgSessionOptions(session),
      onPoolCreated: giveBackLostConnections,
    },
    migrations: {
      path: migrationsDir,
      pathTs: migrationsDir,
      glob: '!(*.d).ts',
      snapshotOnMigrate: false,
      snapshotName: '.snapshot-kinfolk',
      emit: 'ts',
    },
  });
}
