import { referenceColumn } from '../family/index.ts';

/** A person's achievements, as a merge of two people moves them to the kept person. */
export const achievementReferences = referenceColumn({ kind: 'achievements', table: 'family_achievements', column: 'member_id', key: 'id' });
