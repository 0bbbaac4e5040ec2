import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../../shared/people/index.ts';
import { treeFacts } from '../family/index.ts';
import { insightSentence } from './insight-sentence.ts';
import { GROUP_OF, insightTitle } from './insight-kinds.ts';
import { snapshotOf } from './insight-snapshot.ts';
import { notSamePairs, replaceFindings, type StoredFinding } from './insight-store.repository.ts';
import { familyInsights } from './rules/index.ts';

/** What a recompute did: null when the tree is gone. */
export interface RecomputeOutcome {
  people: number;
  findings: number;
  /** False when a newer recompute had already written (or the tree went meanwhile). */
  written: boolean;
  /** Milliseconds from the first read to the commit. */
  durationMs: number;
}

/**
 * Recomputes a tree's findings: reads the tree through the family module (one consistent read),
 * runs every rule on `now`'s day, and replaces the tree's stored findings in one transaction. The
 * stored title and content are English; readers get theirs written per request.
 */
export async function recomputeTreeInsights(em: EntityManager, treeId: string, now = new Date()): Promise<RecomputeOutcome | null> {
  const started = performance.now();
  const facts = await treeFacts(em, treeId);
  if (!facts) return null;
  const today = now.toISOString().slice(0, 10);
  const insights = familyInsights(snapshotOf(facts, today, await notSamePairs(em, treeId)));
  const names = new Map(facts.people.map((p) => [p.id, fullName({ firstName: p.first_name, lastName: p.last_name })]));
  const nameOf = (id: string) => names.get(id) ?? '?';
  const findings = insights.map(
    (insight, position): StoredFinding => ({
      key: insight.key,
      type: insight.type,
      group: GROUP_OF[insight.type],
      position,
      title: insightTitle(insight.type),
      content: insightSentence(insight, nameOf),
      people: insight.people,
      points: insight.dataPoints,
      params: insight.params,
      action: insight.action,
    }),
  );
  const run = { revision: facts.revision, people: facts.people.length, durationMs: 0 };
  run.durationMs = performance.now() - started;
  const written = await replaceFindings(em, treeId, findings, run, now);
  return { people: facts.people.length, findings: findings.length, written, durationMs: performance.now() - started };
}
