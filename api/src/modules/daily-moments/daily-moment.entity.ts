import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { Tree } from '../trees/tree.entity.ts';
import { User } from '../users/user.entity.ts';
import { DailyPrompt } from './daily-prompt.entity.ts';

/**
 * The prompt a family (a tree's readers) is asked on a day (UTC): written on the day's first request,
 * one row per tree and day (the unique constraint makes two servers or tabs agree). A skip replaces
 * the prompt once, keeping the one skipped so it is not asked again.
 */
const DailyMomentSchema = defineEntity({
  name: 'DailyMoment',
  tableName: 'daily_moments',
  properties: {
    ...baseProperties,
    tree: () => p.manyToOne(Tree).deleteRule('cascade'),
    day: p.date(),
    prompt: () => p.manyToOne(DailyPrompt).deleteRule('cascade'),
    skippedPrompt: () => p.manyToOne(DailyPrompt).nullable().deleteRule('set null').index(),
    skippedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
  },
  uniques: [{ name: 'daily_moments_tree_day_unique', properties: ['tree', 'day'] }],
  indexes: [{ name: 'daily_moments_prompt_index', properties: ['prompt'] }],
});

export class DailyMoment extends DailyMomentSchema.class {}
DailyMomentSchema.setClass(DailyMoment);
