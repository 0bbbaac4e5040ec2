import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * The one row the database's trigger reads when a tree changes: how long after the change its
 * findings are recomputed (INSIGHTS_RECOMPUTE_DELAY_MS, written by each server at start).
 */
const InsightSettingsSchema = defineEntity({
  name: 'InsightSettings',
  tableName: 'insight_settings',
  properties: {
    id: p.boolean().primary().default(true),
    recomputeDelayMs: p.integer(),
  },
  checks: [{ name: 'insight_settings_one_row', expression: 'id' }],
});

export class InsightSettings extends InsightSettingsSchema.class {}
InsightSettingsSchema.setClass(InsightSettings);
