import { ForeignKeyConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { NotSamePair } from './rules/index.ts';

// What the recompute writes: a tree's findings, replaced in one transaction (a finding found again
// keeps its row and id, a new one is added, one no longer found is deleted), and where they stand.

/** A finding as the recompute stores it. */
export interface StoredFinding {
  key: string;
  type: string;
  group: string;
  position: number;
  title: string;
  content: string;
  people: string[];
  points: unknown[];
  params: unknown;
  action: string | null;
}

/** How one recompute went, kept on the tree's state row. */
export interface RunFigures {
  revision: number;
  people: number;
  durationMs: number;
}

/** Rows per statement: the JSON of a batch stays a few megabytes. */
const BATCH = 5000;

/** The pairs of a tree said not to be one person. */
export async function notSamePairs(em: EntityManager, treeId: string): Promise<NotSamePair[]> {
  const rows = await em.execute<{ a: string; b: string }[]>('select person_a_id as a, person_b_id as b from insight_not_same_people where tree_id = ?::uuid', [treeId]);
  return rows.map((r) => [r.a, r.b] as const);
}

/**
 * Replaces a tree's findings with `findings`, in one transaction that holds the tree's insights lock
 * (two recomputes of one tree never interleave) and keeps the tree from being deleted meanwhile.
 * A run older than the one stored (a lower revision) writes nothing, nor one for a tree deleted
 * meanwhile. Answers whether it wrote.
 */
export async function replaceFindings(em: EntityManager, treeId: string, findings: readonly StoredFinding[], run: RunFigures, at: Date): Promise<boolean> {
  try {
    return await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`insights:${treeId}`]);
      const [state] = await tx.execute<{ revision: string }[]>('select revision::text as revision from insight_tree_states where tree_id = ?::uuid', [treeId]);
      if (state && Number(state.revision) > run.revision) return false;
      const stamp = at.toISOString();
      // First the state row: its key on the tree holds the tree until the commit, and a tree deleted
      // since the read refuses it (a foreign key violation, caught below).
      await tx.execute(
        `insert into insight_tree_states (tree_id, revision, computed_at, runs, people, findings, duration_ms) values (?::uuid, ?, ?::timestamptz, 1, ?, ?, ?)
         on conflict (tree_id) do update set revision = excluded.revision, computed_at = excluded.computed_at, runs = insight_tree_states.runs + 1,
           people = excluded.people, findings = excluded.findings, duration_ms = excluded.duration_ms`,
        [treeId, run.revision, stamp, run.people, findings.length, Math.round(run.durationMs)],
      );
      for (let from = 0; from < findings.length; from += BATCH) {
        await tx.execute(
          `insert into family_insights (id, created_at, updated_at, tree_id, key, insight_type, insight_group, position, title, content, relevant_members, data_points, params, action, is_active, computed_at)
           select gen_random_uuid(), ?::timestamptz, ?::timestamptz, ?::uuid, r.key, r.type, r.group, r.position, r.title, r.content, r.people, r.points, r.params, r.action, true, ?::timestamptz
           from jsonb_to_recordset(?::jsonb) as r(key text, type text, "group" text, position int, title text, content text, people jsonb, points jsonb, params jsonb, action text)
           on conflict (tree_id, key) do update set insight_type = excluded.insight_type, insight_group = excluded.insight_group, position = excluded.position,
             title = excluded.title, content = excluded.content, relevant_members = excluded.relevant_members, data_points = excluded.data_points,
             params = excluded.params, action = excluded.action, is_active = true, updated_at = excluded.updated_at, computed_at = excluded.computed_at
           where (family_insights.position, family_insights.content, family_insights.relevant_members, family_insights.data_points, family_insights.params, family_insights.action, family_insights.is_active)
             is distinct from (excluded.position, excluded.content, excluded.relevant_members, excluded.data_points, excluded.params, excluded.action, true)`,
          [stamp, stamp, treeId, stamp, JSON.stringify(findings.slice(from, from + BATCH))],
        );
      }
      await tx.execute(
        `delete from family_insights i where i.tree_id = ?::uuid
         and not exists (select 1 from jsonb_array_elements_text(?::jsonb) k(key) where k.key = i.key)`,
        [treeId, JSON.stringify(findings.map((f) => f.key))],
      );
      return true;
    });
  } catch (error) {
    if (error instanceof ForeignKeyConstraintViolationException) return false;
    throw error;
  }
}

/** Asks for every tree whose findings were computed before today to be recomputed (their days change): how many. */
export async function scheduleStaleTrees(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `select kinfolk_add_job('insights-recompute', json_build_object('treeId', s.tree_id), p_job_key => 'insights-recompute:' || s.tree_id,
       p_job_key_mode => 'preserve_run_at')::text as id
     from insight_tree_states s where s.computed_at < date_trunc('day', now())`,
  );
  return rows.length;
}
