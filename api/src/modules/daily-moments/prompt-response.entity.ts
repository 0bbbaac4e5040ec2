import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { StoredFile } from '../files/stored-file.entity.ts';
import { User } from '../users/user.entity.ts';
import { DailyMoment } from './daily-moment.entity.ts';
import { DailyPrompt } from './daily-prompt.entity.ts';

/**
 * A relative's answer to their family's prompt of a day: one per person and day (`moment`), with
 * an optional photo or voice recording. `likes` is the number of rows in prompt_response_likes,
 * kept in the same statement that adds or removes one.
 */
const PromptResponseSchema = defineEntity({
  name: 'PromptResponse',
  tableName: 'prompt_responses',
  properties: {
    ...baseProperties,
    moment: () => p.manyToOne(DailyMoment).deleteRule('cascade'),
    prompt: () => p.manyToOne(DailyPrompt).deleteRule('cascade').index(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    response: p.text(),
    photo: () => p.manyToOne(StoredFile).nullable().deleteRule('set null').index(),
    audio: () => p.manyToOne(StoredFile).nullable().deleteRule('set null').index(),
    likes: p.integer().default(0),
  },
  uniques: [{ name: 'prompt_responses_moment_user_unique', properties: ['moment', 'user'] }],
});

export class PromptResponse extends PromptResponseSchema.class {}
PromptResponseSchema.setClass(PromptResponse);

/** One person's like of an answer: at most one each (the primary key). */
const PromptResponseLikeSchema = defineEntity({
  name: 'PromptResponseLike',
  tableName: 'prompt_response_likes',
  properties: {
    response: () => p.manyToOne(PromptResponse).primary().deleteRule('cascade'),
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ name: 'prompt_response_likes_user_index', properties: ['user'] }],
});

export class PromptResponseLike extends PromptResponseLikeSchema.class {}
PromptResponseLikeSchema.setClass(PromptResponseLike);
