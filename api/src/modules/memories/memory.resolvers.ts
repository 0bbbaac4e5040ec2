import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { readableCircle } from '../circles/index.ts';
import { fileUrl, mediaFileUrl, uploadSource } from '../files/index.ts';
import { deleteMemory, movePhotoTag, removePhotoTag, tagPhoto, updateMemory } from './memory-changes.command.ts';
import { uploadMemory } from './memory-upload.command.ts';
import { getMemory, listMemories, memoryCount } from './memory.service.ts';
import { rememberListed, visibleTags } from './memory-tags.service.ts';

export const memoryResolvers: Resolvers = {
  Query: {
    memories: async (_parent, args, ctx) => {
      const page = await listMemories(ctx, { circleId: args.circleId, memberId: args.memberId, after: args.after, first: args.first ?? 24 });
      rememberListed(ctx, page.nodes.map((m) => m.id));
      return page;
    },
    memory: (_parent, { id }, ctx) => getMemory(ctx, id),
  },
  Mutation: {
    uploadMemory: async (_parent, { input }, ctx) => {
      const { file, poster, ...fields } = input;
      // The poster follows the file in the request: it is read only once the file has been.
      return uploadMemory(ctx, fields, await uploadSource(file, 'file'), () => uploadSource(poster, 'poster'));
    },
    updateMemory: (_parent, { id, input }, ctx) => updateMemory(ctx, id, input),
    deleteMemory: (_parent, { id }, ctx) => deleteMemory(ctx, id),
    tagPhoto: (_parent, { input }, ctx) => tagPhoto(ctx, input),
    movePhotoTag: (_parent, { id, box }, ctx) => movePhotoTag(ctx, id, box),
    removePhotoTag: (_parent, { id }, ctx) => removePhotoTag(ctx, id),
  },
  Memory: {
    // The circles of a page's memories are read together (their counts only if asked for).
    circle: (memory, _args, ctx) => readableCircle(ctx, memory.circleId),
    uploadedBy: (memory) => memory.uploadedBy,
    thumbnailUrl: (memory) => fileUrl(memory.derived.w400),
    previewUrl: (memory) => fileUrl(memory.derived.w1600),
    photoTags: (memory, _args, ctx) => visibleTags(ctx, memory.id),
    taggedCount: (memory) => memory.taggedCount,
    viewerCan: (memory, _args, ctx) => ({
      update: can(ctx, 'update', 'Memory', memory.view),
      delete: can(ctx, 'delete', 'Memory', memory.view),
      tag: can(ctx, 'tag', 'Memory', memory.view),
    }),
  },
  MediaFile: {
    url: (file) => mediaFileUrl(file),
    contentType: (file) => file.mimeType,
  },
  PhotoTag: {
    box: (tag) => (tag.boxX == null ? null : { x: Number(tag.boxX), y: Number(tag.boxY), width: Number(tag.boxWidth), height: Number(tag.boxHeight) }),
    viewerCanChange: async (tag, _args, ctx) => {
      const memory = await getMemory(ctx, tag.memory.id);
      return can(ctx, 'change', 'PhotoTag', { taggedById: tag.taggedBy?.id ?? null, memory: memory.view });
    },
  },
  FamilyStats: {
    memoryCount: (_stats, _args, ctx) => memoryCount(ctx),
  },
};
