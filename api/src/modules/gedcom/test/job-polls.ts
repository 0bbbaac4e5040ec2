import type { TestClient } from '../../../../test/client.ts';
import { HANG_MS } from '../../../../test/hang.ts';
import { must } from '../../../../test/trees.ts';

/** The states a job ends in. */
export const ENDED = ['done', 'failed', 'cancelled'];

/**
 * Polls a GEDCOM job through `query` (a `gedcomJob(id: $id)` asking for the fields the test reads)
 * until `until` holds for it, ended by default; up to HANG_MS, only to end a hang.
 */
export async function gedcomJobWhen<J extends { state: string }>(client: TestClient, query: string, id: string, until = (job: J) => ENDED.includes(job.state)): Promise<J> {
  for (const started = Date.now(); Date.now() - started < HANG_MS; await new Promise((r) => setTimeout(r, 20))) {
    const job = (await must<{ gedcomJob: J }>(client, query, { id })).gedcomJob;
    if (until(job)) return job;
  }
  throw new Error(`GEDCOM job ${id} did not get there within ${HANG_MS} ms`);
}
