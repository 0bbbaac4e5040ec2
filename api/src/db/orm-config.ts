import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import path from 'node:path';
import { responsiveClientClass } from './responsive-client.ts';
import { log } from '../log.ts';

export const migrationsDir = path.resolve(import.meta.dirname, '../migrations');

/**
 * Settings of every database session: named prepared statements (the tree window, the kinship
 * facts) keep one generic plan per connection, because planning them costs more than running them
 * and their plans are index lookups whatever the parameters. The ORM's own statements are unnamed
 * and planned each time.
 */
export const PG_SESSION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/**
 * MikroORM settings shared by the server, the tests and the migration scripts. The schema is only
 * ever changed by committed migrations; nothing syncs it automatically.
 */
export function ormConfig(clientUrl: string, entities: NonNullable<Options['entities']>, debug = false) {
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
    // server that stopped answering is cut after about 4 s (see responsive-client.ts).
    driverOptions: { connectionTimeoutMillis: 3_000, keepAlive: true, Client: responsiveClientClass(), options: PG_SESSION_OPTIONS },
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
