import type { EntityManager } from '@mikro-orm/postgresql';
import { runPrepared } from '../../../db/prepared-statements.ts';
import type { KeptWindow } from './whole-window-cache.ts';

/** How many whole windows of one tree are kept in the database (the most recently prepared). */
export const PREPARED_WINDOWS_PER_TREE = 3;

// A window's body is megabytes of text: these statements send it as a parameter of a prepared
// statement, never written into the statement's text by the ORM (which escapes it character by
// character on the event loop: seconds for a 100,000-person window, every request on the server
// waiting meanwhile).

/** The whole window kept for the tree under `key`, if it was read at `revision`; null otherwise. */
export async function readPreparedWindow(em: EntityManager, treeId: string, key: string, revision: number): Promise<KeptWindow | null> {
  const [row] = await runPrepared<{ body: string }>(em, 'kinfolk_prepared_window', 'select body from prepared_tree_windows where tree_id = $1::uuid and key = $2::text and revision = $3::bigint', [treeId, key, revision]);
  return row ? (JSON.parse(row.body) as KeptWindow) : null;
}

/**
 * Keeps a whole window read at `revision` while that is still the tree's revision (a change since
 * has let go of the tree's windows, see the prepared_windows_go_with_changes migration, and this one
 * would never be served), never over one read at a later revision by another server, then lets go of
 * the tree's windows beyond the most recently prepared few.
 */
export async function storePreparedWindow(em: EntityManager, treeId: string, key: string, revision: number, window: KeptWindow): Promise<void> {
  await runPrepared(
    em,
    'kinfolk_keep_window',
    `insert into prepared_tree_windows (tree_id, key, revision, people, body, prepared_at)
     select t.id, $1::text, t.revision, $2::int, $3::text, now() from trees t where t.id = $4::uuid and t.revision = $5::bigint
     on conflict (tree_id, key) do update set revision = excluded.revision, people = excluded.people, body = excluded.body, prepared_at = excluded.prepared_at
     where prepared_tree_windows.revision <= excluded.revision`,
    [key, window.people.ids.length, JSON.stringify(window), treeId, revision],
  );
  await runPrepared(
    em,
    'kinfolk_trim_windows',
    `delete from prepared_tree_windows where tree_id = $1::uuid
       and key not in (select key from prepared_tree_windows where tree_id = $1::uuid order by prepared_at desc, key limit $2::int)`,
    [treeId, PREPARED_WINDOWS_PER_TREE],
  );
}
