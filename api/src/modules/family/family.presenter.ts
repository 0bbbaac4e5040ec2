import type { FamilyMember } from './family-member.entity.ts';
import type { FamilyRelationship } from './relationship.entity.ts';

/** A member as the REST client reads it (spec: family_members). */
export const presentMember = (m: FamilyMember) => ({
  id: m.id,
  userId: m.owner.id,
  firstName: m.firstName,
  lastName: m.lastName,
  dateOfBirth: m.dateOfBirth ?? null,
  dateOfDeath: m.dateOfDeath ?? null,
  profilePicture: m.profilePicture ? `/uploads/${m.profilePicture}` : null,
  bio: m.bio ?? null,
  gender: m.gender,
  isAlive: m.isAlive,
  isSelf: m.isSelf,
  linkedUserId: m.linkedUser?.id ?? null,
});

/** A relationship as the REST client reads it (spec: family_relationships). */
export const presentRelationship = (r: FamilyRelationship) => ({
  id: r.id,
  fromMemberId: r.from.id,
  toMemberId: r.to.id,
  relationshipType: r.kind,
  userId: r.owner.id,
  partnerKind: r.partnerKind ?? null,
  startDate: r.startDate ?? null,
  endDate: r.endDate ?? null,
});
