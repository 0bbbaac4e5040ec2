import { defineEntity, p } from '@mikro-orm/postgresql';
import { Memory } from '../memories/memory.entity.ts';
import { Story } from './story.entity.ts';

/** A memory (photo or video) attached to a story, in the order the author chose. */
const StoryMemorySchema = defineEntity({
  name: 'StoryMemory',
  tableName: 'story_memories',
  properties: {
    story: () => p.manyToOne(Story).primary().deleteRule('cascade'),
    memory: () => p.manyToOne(Memory).primary().deleteRule('cascade'),
    position: p.integer().default(0),
  },
  indexes: [{ name: 'story_memories_memory_index', properties: ['memory'] }],
});

export class StoryMemory extends StoryMemorySchema.class {}
StoryMemorySchema.setClass(StoryMemory);
