import { isMainThread, threadId } from 'node:worker_threads';
import pg from 'pg';
import { withDatabase } from '../src/db/embedded-postgres.ts';
import { limitTests } from './time-limit.ts';

// Every test and hook of the api's tests and the attacks ends within a time limit (time-limit.ts).
limitTests();

// Each worker gets its own database, cloned from the migrated template before its first test file.
// The api's and the attacks' workers are threads of one process (jest-light-runner), numbered from 1
// in each project: when one jest call runs both projects, the thread's id tells them apart.
const serverUrl = process.env.KINFOLK_TEST_PG_URL;
const name = `kinfolk_test_${isMainThread ? (process.env.JEST_WORKER_ID ?? '1') : `t${threadId}`}`;

if (serverUrl && !process.env.KINFOLK_TEST_DB_URL) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name}" template kinfolk_template`);
  await client.end();
  process.env.KINFOLK_TEST_DB_URL = withDatabase(serverUrl, name);
}
