import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import { Circle } from '../circles/circle.entity.ts';

export const STORY_TYPES = ['memory', 'milestone', 'tradition', 'achievement'] as const;
export type StoryType = (typeof STORY_TYPES)[number];

/**
 * A story someone wrote for their family: shared in one of their circles, or public (their
 * connections and the trees of the people it tags), or kept to themself (policies/story.policy.ts).
 */
const StorySchema = defineEntity({
  name: 'Story',
  tableName: 'family_stories',
  properties: {
    ...baseProperties,
    author: () => p.manyToOne(User).nullable().updateRule('cascade').deleteRule('set null'),
    title: p.string().length(200),
    content: p.text(),
    storyType: p.string().length(20).$type<StoryType>().default('memory'),
    eventDate: p.date().nullable(),
    isPublic: p.boolean().default(true),
    circle: () => p.manyToOne(Circle).nullable().updateRule('cascade').deleteRule('set null'),
  },
  indexes: [
    { name: 'family_stories_author_time_index', properties: ['author', 'createdAt'] },
    { name: 'family_stories_circle_time_index', properties: ['circle', 'createdAt'] },
    { name: 'family_stories_time_index', properties: ['createdAt', 'id'] },
  ],
});

export class Story extends StorySchema.class {}
StorySchema.setClass(Story);
