import type { ActorSource } from '../../policies/actor.ts';
import { can } from '../../policies/authorize.ts';
import { isPersonOf, linkOf } from '../../policies/family-member.policy.ts';
import { fileUrl } from '../files/index.ts';
import type { FamilyMember } from './people/family-member.entity.ts';
import type { FamilyRelationship } from './relationships/relationship.entity.ts';
import { birthOf, deathOf, exactDay } from './people/life-dates.ts';

/**
 * A person as the REST client reads it (spec: family_members), with a living person's details
 * withheld where the viewer's grant hides them. `userId` is the tree's owner, as the client expects.
 */
export const presentMember = (viewer: ActorSource, ownerId: string) => (m: FamilyMember) => {
  const shown = can(viewer, 'seeDetails', 'FamilyMember', m);
  return {
    id: m.id,
    treeId: m.tree.id,
    userId: ownerId,
    firstName: m.firstName,
    lastName: m.lastName,
    dateOfBirth: shown ? exactDay(birthOf(m)) : null,
    dateOfDeath: shown ? exactDay(deathOf(m)) : null,
    birth: shown ? (m.birthDate ?? null) : null,
    death: shown ? (m.deathDate ?? null) : null,
    birthPlace: shown ? (m.birthPlace ?? null) : null,
    deathPlace: shown ? (m.deathPlace ?? null) : null,
    profilePicture: shown ? fileUrl(m.profilePicture) : null,
    bio: shown ? (m.bio ?? null) : null,
    gender: m.gender,
    isAlive: m.isAlive,
    detailsHidden: !shown,
    isSelf: isPersonOf(viewer.viewer?.id, linkOf(m)),
    linkedUserId: m.linkedUser?.id ?? null,
  };
};

/** A relationship as the REST client reads it (spec: family_relationships); both people must be loaded. */
export const presentRelationship = (viewer: ActorSource, ownerId: string) => (r: FamilyRelationship) => {
  const shown = can(viewer, 'seeDetails', 'FamilyMember', r.from) && can(viewer, 'seeDetails', 'FamilyMember', r.to);
  return {
    id: r.id,
    treeId: r.tree.id,
    fromMemberId: r.from.id,
    toMemberId: r.to.id,
    relationshipType: r.kind,
    userId: ownerId,
    partnerKind: r.partnerKind ?? null,
    startDate: shown ? (r.startDate ?? null) : null,
    endDate: shown ? (r.endDate ?? null) : null,
  };
};
