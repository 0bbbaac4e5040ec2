import type { Resolvers } from '../../generated/graphql.ts';
import { completeOnboarding, setMyLanguage, updateProfile } from './user.service.ts';
import { upload } from '../files/index.ts';
import { displayName, profileImageUrl } from './user.presenter.ts';

export const userResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.viewer,
  },
  Mutation: {
    completeOnboarding: async (_parent, { input }, ctx) =>
      completeOnboarding(ctx, { ...input, profileImage: await upload(input.profileImage, ctx.config.maxUploadBytes, 'profileImage') }),
    updateProfile: async (_parent, { input }, ctx) =>
      updateProfile(ctx, { ...input, profileImage: await upload(input.profileImage, ctx.config.maxUploadBytes, 'profileImage') }),
    setMyLanguage: (_parent, { language }, ctx) => setMyLanguage(ctx, language ?? null),
  },
  User: {
    displayName: (user) => displayName(user),
    profileImageUrl: (user) => profileImageUrl(user),
    interests: (user) => user.interests ?? [],
    privacySettings: (user) => user.privacySettings,
  },
};
