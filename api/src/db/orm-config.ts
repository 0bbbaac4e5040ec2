import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import path from 'node:path';

export const migrationsDir = path.resolve(import.meta.dirname, '../migrations');

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
    // Changes reach the database only at an explicit flush (one transaction), never because a query
    // ran in between: a service checks everything first, then saves everything at once.
    flushMode: 'commit',
    pool: { min: 0, max: 10 },
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
