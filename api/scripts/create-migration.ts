// Generates a migration from the difference between the entities and the committed snapshot,
// using a throwaway embedded PostgreSQL (or DATABASE_URL) brought up to date first.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database.ts';
import { entities } from '../src/modules/entities.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-migration-'));
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, embeddedPort: 54400 + Math.floor(Math.random() * 500), entities });
try {
  const result = await db.orm.migrator.create(undefined, false, false, process.argv[2]);
  console.log(result.fileName ? `Created ${result.fileName}` : 'No changes: the schema matches the entities.');
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
