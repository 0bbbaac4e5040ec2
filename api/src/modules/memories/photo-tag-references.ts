import { referenceColumn } from '../family/index.ts';

/** The tags of a person on memories, as a merge of two people moves them: one tag per person and memory, so a memory both are tagged on keeps the kept person's. */
export const photoTagReferences = referenceColumn({ kind: 'photoTags', table: 'photo_tags', column: 'member_id', key: 'id', unique: ['memory_id'] });
