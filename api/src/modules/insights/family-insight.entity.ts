import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { Tree } from '../trees/tree.entity.ts';

/** How the page groups findings: the family's story, gaps to fill, possible duplicates, days to remember. */
export const INSIGHT_GROUPS = ['story', 'gaps', 'duplicates', 'days'] as const;
export type InsightGroup = (typeof INSIGHT_GROUPS)[number];

/**
 * One finding of the rules about a tree (spec: family_insights), as the last recompute wrote it.
 * `key` names the finding from one recompute to the next (the same finding keeps its row and id);
 * `content` is its sentence in English for whoever reads the table, never served: the API writes each
 * sentence anew in the reader's language, naming only people the reader sees. Every row of a tree
 * is the tree's own, not a reader's: per-reader state (dismissals) lives beside it.
 */
const FamilyInsightSchema = defineEntity({
  name: 'FamilyInsight',
  tableName: 'family_insights',
  properties: {
    ...baseProperties,
    tree: () => p.manyToOne(Tree).deleteRule('cascade'),
    key: p.string().length(300),
    insightType: p.string().length(40),
    insightGroup: p.string().length(20).$type<InsightGroup>(),
    /** Where the rules placed it among the tree's findings (their documented order): the page's order within a group. */
    position: p.integer(),
    title: p.string().length(200),
    content: p.text(),
    /** The people it is about, the subject first (ids of family_members). */
    relevantMembers: p.json().$type<string[]>(),
    /** The facts it rests on: `{ personId, field, value }`. */
    dataPoints: p.json().$type<{ personId: string; field: string; value: string }[]>(),
    /** Its numbers and words as the rules gave them (rules/insight.ts), for the sentence. */
    params: p.json().$type<Record<string, unknown>>(),
    /** What the page offers to do about it: open-person, fix-date, compare-people; null for none. */
    action: p.string().length(20).nullable(),
    /** Shown to readers; a finding the rules no longer make is deleted by the recompute. */
    isActive: p.boolean().default(true),
    computedAt: p.datetime(),
  },
  uniques: [{ name: 'family_insights_tree_key_unique', properties: ['tree', 'key'] }],
  indexes: [{ name: 'family_insights_page_index', properties: ['tree', 'insightGroup', 'position'] }],
});

export class FamilyInsight extends FamilyInsightSchema.class {}
FamilyInsightSchema.setClass(FamilyInsight);
