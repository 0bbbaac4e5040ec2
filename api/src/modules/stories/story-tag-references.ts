import { referenceColumn } from '../family/index.ts';

/** The stories about a person, as a merge of two people moves them (a story about both stays about the kept one once). */
export const storyTagReferences = referenceColumn({ kind: 'stories', table: 'story_tags', column: 'member_id', key: 'story_id', unique: ['story_id'] });
