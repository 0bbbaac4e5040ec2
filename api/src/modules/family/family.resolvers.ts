import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { upload } from '../files/upload.ts';
import { familyStats } from './family-stats.service.ts';
import { deleteMember, getMember, listMembers, updateMember } from './member.service.ts';
import { addFamilyMember, addRelationship, memberRelationships, removeRelationship } from './relationship.service.ts';
import { familyTree } from './tree.service.ts';
import { relationshipBetween } from './kinship.service.ts';

export const familyResolvers: Resolvers = {
  Query: {
    familyStats: (_parent, _args, ctx) => familyStats(ctx),
    familyMember: (_parent, { id }, ctx) => getMember(ctx, id),
    familyMembers: (_parent, { search, first, offset }, ctx) => listMembers(ctx, { search, first: first ?? 50, offset: offset ?? 0 }),
    relationships: (_parent, { memberId }, ctx) => memberRelationships(ctx, memberId),
    familyTree: (_parent, { focusId, generationsUp, generationsDown }, ctx) => familyTree(ctx, focusId, generationsUp ?? 2, generationsDown ?? 2) as never,
    relationshipBetween: (_parent, { fromId, toId }, ctx) => relationshipBetween(ctx, fromId, toId),
  },
  Mutation: {
    addFamilyMember: async (_parent, { input }, ctx) => addFamilyMember(ctx, { ...input, photo: await upload(input.photo) }),
    updateFamilyMember: async (_parent, { id, input }, ctx) => updateMember(ctx, id, { ...input, photo: await upload(input.photo) }),
    deleteFamilyMember: (_parent, { id }, ctx) => deleteMember(ctx, id),
    addRelationship: (_parent, { input }, ctx) => addRelationship(ctx, input),
    removeRelationship: (_parent, { id }, ctx) => removeRelationship(ctx, id),
  },
  FamilyMember: {
    fullName: (m) => `${m.firstName} ${m.lastName}`.trim(),
    profilePictureUrl: (m) => (m.profilePicture ? `/uploads/${m.profilePicture}` : null),
    linkedUserId: (m) => m.linkedUser?.id ?? null,
    viewerCan: (m, _args, ctx) => ({ update: can(ctx.viewer, 'update', 'FamilyMember', m), delete: can(ctx.viewer, 'delete', 'FamilyMember', m) }),
  },
  Relationship: {
    fromId: (r) => ('fromId' in r ? r.fromId : r.from.id),
    toId: (r) => ('toId' in r ? r.toId : r.to.id),
  },
};
