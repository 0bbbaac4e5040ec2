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
