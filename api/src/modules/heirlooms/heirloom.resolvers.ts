import type { FileUpload } from 'graphql-upload-minimal';
import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { fileUrl, upload, type IncomingFile } from '../files/index.ts';
import { presentDate } from '../family/index.ts';
import { createHeirloom, deleteHeirloom, updateHeirloom } from './heirloom-changes.command.ts';
import { addHeirloomDocument, addHeirloomPhoto, removeHeirloomDocument, removeHeirloomPhoto } from './heirloom-files.ts';
import { passOnHeirloom } from './pass-on-heirloom.command.ts';
import { currentOwnerOf, previousOwnersOf } from './heirloom.presenter.ts';
import { getHeirloom, listHeirlooms, memberHeirlooms, ownerDatesShown, presentValue } from './heirloom.service.ts';

/** The files of a request, read one after the other (each at most the upload limit). */
async function filesOf(values: readonly Promise<FileUpload>[] | null | undefined, maxBytes: number, field: string): Promise<IncomingFile[]> {
  const files: IncomingFile[] = [];
  for (const value of values ?? []) {
    const file = await upload(value, maxBytes, field);
    if (file) files.push(file);
  }
  return files;
}

/** One file of a request (it is required, so it is there). */
const fileOf = async (value: Promise<FileUpload>, maxBytes: number, field: string) => (await filesOf([value], maxBytes, field))[0];

export const heirloomResolvers: Resolvers = {
  Query: {
    heirlooms: (_parent, args, ctx) => listHeirlooms(ctx, { treeId: args.treeId, assetType: args.assetType, ownerId: args.ownerId, after: args.after, first: args.first ?? 20 }),
    heirloom: (_parent, { id }, ctx) => getHeirloom(ctx, id),
    memberHeirlooms: (_parent, { memberId }, ctx) => memberHeirlooms(ctx, memberId),
  },
  Mutation: {
    createHeirloom: async (_parent, { input }, ctx) => {
      const { photos, documents, ...fields } = input;
      return createHeirloom(ctx, {
        ...fields,
        photos: await filesOf(photos, ctx.config.maxUploadBytes, 'photos'),
        documents: await filesOf(documents, ctx.config.maxUploadBytes, 'documents'),
      });
    },
    updateHeirloom: (_parent, { id, input }, ctx) => updateHeirloom(ctx, id, input),
    deleteHeirloom: (_parent, { id }, ctx) => deleteHeirloom(ctx, id),
    passOnHeirloom: (_parent, { id, input }, ctx) => passOnHeirloom(ctx, id, input),
    addHeirloomPhoto: async (_parent, { id, photo }, ctx) => addHeirloomPhoto(ctx, id, await fileOf(photo, ctx.config.maxUploadBytes, 'photo')),
    removeHeirloomPhoto: (_parent, { id, photoId }, ctx) => removeHeirloomPhoto(ctx, id, photoId),
    addHeirloomDocument: async (_parent, { id, document }, ctx) => addHeirloomDocument(ctx, id, await fileOf(document, ctx.config.maxUploadBytes, 'document')),
    removeHeirloomDocument: (_parent, { id, documentId }, ctx) => removeHeirloomDocument(ctx, id, documentId),
  },
  Heirloom: {
    acquisitionDate: (h) => presentDate(h.acquisitionDate),
    value: (h, _args, ctx) => presentValue(ctx, h),
    currentOwner: (h) => currentOwnerOf(h),
    previousOwners: (h) => previousOwnersOf(h),
    intendedOwner: (h) => h.intendedOwner,
    photos: (h) => h.photos.map((p) => ({ id: p.id, url: fileUrl(p.key)! })),
    documents: (h) => h.documents.map((d) => ({ id: d.id, name: d.name, size: d.size, url: fileUrl(d.key)! })),
    recordedBy: (h) => h.recordedBy,
    createdAt: (h) => h.createdAt.toISOString(),
    updatedAt: (h) => h.updatedAt.toISOString(),
    viewerCan: (h, _args, ctx) => ({
      update: can(ctx, 'update', 'Heirloom', h.view),
      delete: can(ctx, 'delete', 'Heirloom', h.view),
      passOn: can(ctx, 'passOn', 'Heirloom', h.view),
      seeValue: can(ctx, 'seeValue', 'Heirloom', h.view),
    }),
  },
  HeirloomOwner: {
    member: (o) => o.member,
    datesHidden: (o, _args, ctx) => !ownerDatesShown(ctx, o),
    from: (o, _args, ctx) => (ownerDatesShown(ctx, o) ? presentDate(o.from) : null),
    to: (o, _args, ctx) => (ownerDatesShown(ctx, o) ? presentDate(o.to) : null),
  },
};
