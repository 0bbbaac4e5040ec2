import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { fileUrl, upload, type IncomingFile } from '../files/index.ts';
import { presentDate } from '../family/index.ts';
import type { FileUpload } from 'graphql-upload-minimal';
import { celebrateAchievement, deleteAchievement, editAchievement, recordAchievement } from './achievement-changes.command.ts';
import { celebratorsOf, getAchievement, listAchievements, memberAchievements } from './achievement.service.ts';

/** The photos of a request, read one after the other (each at most the upload limit). */
async function photosOf(values: readonly Promise<FileUpload>[] | null | undefined, maxBytes: number, field: string): Promise<IncomingFile[]> {
  const files: IncomingFile[] = [];
  for (const value of values ?? []) {
    const file = await upload(value, maxBytes, field);
    if (file) files.push(file);
  }
  return files;
}

export const achievementResolvers: Resolvers = {
  Query: {
    achievements: (_parent, args, ctx) => listAchievements(ctx, { treeId: args.treeId, achievementType: args.achievementType, after: args.after, first: args.first ?? 20 }),
    memberAchievements: (_parent, { memberId }, ctx) => memberAchievements(ctx, memberId),
    achievement: (_parent, { id }, ctx) => getAchievement(ctx, id),
  },
  Mutation: {
    recordAchievement: async (_parent, { input }, ctx) => {
      const { photos, ...fields } = input;
      return recordAchievement(ctx, { ...fields, photos: await photosOf(photos, ctx.config.maxUploadBytes, 'photos') });
    },
    editAchievement: async (_parent, { id, input }, ctx) => {
      const { addPhotos, ...fields } = input;
      return editAchievement(ctx, id, { ...fields, addPhotos: await photosOf(addPhotos, ctx.config.maxUploadBytes, 'addPhotos') });
    },
    deleteAchievement: (_parent, { id }, ctx) => deleteAchievement(ctx, id),
    celebrateAchievement: (_parent, { id, celebrate }, ctx) => celebrateAchievement(ctx, id, celebrate ?? true),
  },
  Achievement: {
    member: (a) => a.member,
    date: (a) => presentDate(a.date),
    photos: (a) => a.photos.map((p) => ({ id: p.id, url: fileUrl(p.key)! })),
    recordedBy: (a) => a.recordedBy,
    celebrators: (a, _args, ctx) => celebratorsOf(ctx, a),
    createdAt: (a) => a.createdAt.toISOString(),
    updatedAt: (a) => a.updatedAt.toISOString(),
    viewerCan: (a, _args, ctx) => ({
      update: can(ctx, 'update', 'Achievement', a.view),
      delete: can(ctx, 'delete', 'Achievement', a.view),
      celebrate: can(ctx, 'celebrate', 'Achievement', a.view),
    }),
  },
};
