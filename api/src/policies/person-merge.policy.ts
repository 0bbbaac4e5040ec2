import type { Actor } from './actor.ts';
import type { FamilyMember } from '../modules/family/people/family-member.entity.ts';
import { familyMemberPolicy } from './family-member.policy.ts';
import { grantEdits } from './tree.policy.ts';

// Merging two people of a tree into one is changing the one kept and deleting the other, so it is
// allowed exactly when the person rules allow both (the people reach here only after a scoped read
// found them: someone outside a limited editor's branch is NOT_FOUND before this). Undoing a merge
// is for the tree's owner and editors.

/** Two people of one tree, the first kept, the second merged into it. */
export interface PeoplePair {
  keep: FamilyMember;
  merged: FamilyMember;
}

const sameTree = (pair: PeoplePair) => pair.keep.tree.id === pair.merged.tree.id && pair.keep.id !== pair.merged.id;

export const personMergePolicy = {
  /** See what a merge would do: whoever may change both people. */
  preview: (actor: Actor, pair: PeoplePair) => sameTree(pair) && familyMemberPolicy.update(actor, pair.keep) && familyMemberPolicy.update(actor, pair.merged),
  /** Merge: change the kept person and delete the merged one (not a person mirroring a profile). */
  merge: (actor: Actor, pair: PeoplePair) => sameTree(pair) && familyMemberPolicy.update(actor, pair.keep) && familyMemberPolicy.delete(actor, pair.merged),
  /** Undo a merge of a tree. */
  undo: (actor: Actor, merge: { tree: { id: string } }) => grantEdits(actor.grant(merge.tree.id)),
} as const;
