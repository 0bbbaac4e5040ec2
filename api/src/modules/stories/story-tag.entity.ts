import { defineEntity, p } from '@mikro-orm/postgresql';
import { FamilyMember } from '../family/people/family-member.entity.ts';
import { Story } from './story.entity.ts';

/** A person of a family tree a story is about. */
const StoryTagSchema = defineEntity({
  name: 'StoryTag',
  tableName: 'story_tags',
  properties: {
    story: () => p.manyToOne(Story).primary().deleteRule('cascade'),
    member: () => p.manyToOne(FamilyMember).primary().deleteRule('cascade'),
  },
  indexes: [{ name: 'story_tags_member_index', properties: ['member'] }],
});

export class StoryTag extends StoryTagSchema.class {}
StoryTagSchema.setClass(StoryTag);
