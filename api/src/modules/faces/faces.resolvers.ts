import type { Resolvers } from '../../generated/graphql.ts';
import { confirmFace, rejectFaceSuggestion, removeFaceData, setFaceSuggestions } from './face-choices.command.ts';
import { hasFaceProfile, suggestFaces } from './face-suggestions.service.ts';

export const faceResolvers: Resolvers = {
  Query: {
    faceSuggestions: (_parent, { input }, ctx) => suggestFaces(ctx, input),
  },
  Mutation: {
    setFaceSuggestions: (_parent, { treeId, on }, ctx) => setFaceSuggestions(ctx, treeId, on),
    confirmFace: (_parent, { input }, ctx) => confirmFace(ctx, input),
    rejectFaceSuggestion: (_parent, { input }, ctx) => rejectFaceSuggestion(ctx, input),
    removeFaceData: (_parent, { memberId }, ctx) => removeFaceData(ctx, memberId),
  },
  FamilyMember: {
    hasFaceProfile: (member, _args, ctx) => hasFaceProfile(ctx, member),
  },
};
