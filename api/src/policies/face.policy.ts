import type { Actor } from './actor.ts';
import type { FamilyMember } from '../modules/family/people/family-member.entity.ts';
import { familyMemberPolicy, isTheViewer } from './family-member.policy.ts';
import { sql, type Reader, type Sql } from './sql.ts';

// Face suggestions are a tree's, and only while its owner has them on (the owner's switch is the
// tree policy's `configure`). Then the tree's readers may ask who faces are, have a confirmed
// face's descriptor kept, and turn a suggestion down for themselves alone. A person's face data may
// be removed by the person themself (linked and confirmed) or by whoever may edit them. People and
// trees reach here only after a scoped read found them: one outside it is NOT_FOUND, never FORBIDDEN.

/** A tree as face suggestions see it: its id and its owner's switch. */
export interface FaceTree {
  id: string;
  faceSuggestions: boolean;
}

const readsWithFacesOn = (actor: Actor, tree: FaceTree) => tree.faceSuggestions && actor.grant(tree.id) !== null;

export const facePolicy = {
  /** Ask who the faces on a photo may be among the tree's people. */
  suggest: readsWithFacesOn,
  /** Have a confirmed face's descriptor kept for the tree (otherwise the tag is made without it). */
  keep: readsWithFacesOn,
  /** Say a suggested person is not a face, for themselves alone (see rejectionScope). */
  reject: readsWithFacesOn,
  /** Remove a person's face data: the person themself, or whoever may edit them. */
  remove: (actor: Actor, member: FamilyMember) => isTheViewer(actor, member) || familyMemberPolicy.update(actor, member),
} as const;

/** The turned-down suggestions a reader goes by (their own), as a condition on `face_rejections` row `alias`. */
export const rejectionScope = (alias: string, reader: Reader): Sql => sql`${alias}.rejected_by_id = ${reader}`;
