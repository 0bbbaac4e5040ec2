import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { Tree } from '../trees/tree.entity.ts';
import { User } from '../users/user.entity.ts';

/** The kinds of prompt (spec section 3): a memory to tell, a question, a photo to share, a tradition. */
export const PROMPT_TYPES = ['memory', 'question', 'photo', 'tradition'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

/**
 * A prompt a family may be asked: one of the catalogue (no tree; seeded in English and Spanish,
 * `catalogueKey` its place in the catalogue file) or one a relative added to their family's queue
 * (its tree and author; one text, in the words they wrote). An inactive prompt is never served.
 */
const DailyPromptSchema = defineEntity({
  name: 'DailyPrompt',
  tableName: 'daily_prompts',
  properties: {
    ...baseProperties,
    promptText: p.text(),
    /** The Spanish text of a catalogue prompt; null for a family's own prompt. */
    promptTextEs: p.text().nullable(),
    promptType: p.string().length(20).$type<PromptType>(),
    isActive: p.boolean().default(true),
    catalogueKey: p.integer().nullable().unique(),
    tree: () => p.manyToOne(Tree).nullable().deleteRule('cascade'),
    author: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
  indexes: [{ name: 'daily_prompts_tree_time_index', properties: ['tree', 'createdAt'] }],
});

export class DailyPrompt extends DailyPromptSchema.class {}
DailyPromptSchema.setClass(DailyPrompt);
