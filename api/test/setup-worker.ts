import pg from 'pg';
import { withDatabase } from '../src/db/embedded-postgres.ts';

// Each worker gets its own database, cloned from the migrated template before its first test file.
const serverUrl = process.env.KINFOLK_TEST_PG_URL;
const name = `kinfolk_test_${process.env.JEST_WORKER_ID ?? '1'}`;

if (serverUrl && !process.env.KINFOLK_TEST_DB_URL) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name}" template kinfolk_template`);
  await client.end();
  process.env.KINFOLK_TEST_DB_URL = withDatabase(serverUrl, name);
}
