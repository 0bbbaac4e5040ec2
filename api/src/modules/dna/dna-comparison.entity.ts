import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { DnaKit } from './dna-kit.entity.ts';

/** What is kept of a comparison: compareKits' totals, half- and fully identical segments and the X, as JSON. */
export type StoredComparison = Record<string, unknown>;

/**
 * The comparison of two kits (`kitA` the one with the smaller id), computed by the job queue once
 * both owners agreed, and deleted with either kit or when a consent that allowed it is withdrawn.
 */
const DnaComparisonSchema = defineEntity({
  name: 'DnaComparison',
  tableName: 'dna_comparisons',
  properties: {
    ...baseProperties,
    kitA: () => p.manyToOne(DnaKit).deleteRule('cascade').index(),
    kitB: () => p.manyToOne(DnaKit).deleteRule('cascade').index(),
    results: p.json<StoredComparison>(),
    computedAt: p.datetime(),
  },
  uniques: [{ name: 'dna_comparisons_pair_unique', properties: ['kitA', 'kitB'] }],
  checks: [{ name: 'dna_comparisons_ordered_pair', expression: 'kit_a_id < kit_b_id' }],
});

export class DnaComparison extends DnaComparisonSchema.class {}
DnaComparisonSchema.setClass(DnaComparison);
