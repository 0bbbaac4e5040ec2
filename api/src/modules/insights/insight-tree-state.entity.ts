import { defineEntity, p } from '@mikro-orm/postgresql';
import { Tree } from '../trees/tree.entity.ts';

/**
 * Where a tree's findings stand: the tree's revision they were computed from (behind the tree's own
 * while a recompute is due), when, how many recomputes ran in all, and what the last one took.
 */
const InsightTreeStateSchema = defineEntity({
  name: 'InsightTreeState',
  tableName: 'insight_tree_states',
  properties: {
    tree: () => p.manyToOne(Tree).primary().deleteRule('cascade'),
    revision: p.bigint('number'),
    computedAt: p.datetime(),
    runs: p.integer().default(0),
    people: p.integer(),
    findings: p.integer(),
    durationMs: p.integer(),
  },
});

export class InsightTreeState extends InsightTreeStateSchema.class {}
InsightTreeStateSchema.setClass(InsightTreeState);
