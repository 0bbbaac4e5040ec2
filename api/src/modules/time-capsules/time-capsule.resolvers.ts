import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { uploadSource } from '../files/index.ts';
import { addAttachment, addRecording, cancelCapsule, createCapsule, removeAttachment, sealCapsule, updateCapsule } from './time-capsule-changes.command.ts';
import { capsuleAttachments, capsuleRecipients, capsulesForMe, getCapsule, recipientChoices, sentCapsules } from './time-capsule.service.ts';
import type { CapsuleModel } from './time-capsule.presenter.ts';

/** A content field: its value only where the policy lets the viewer read the capsule's content. */
const content = <T>(capsule: CapsuleModel, ctx: Parameters<typeof can>[0], value: T): T | null => (can(ctx, 'readContent', 'TimeCapsule', capsule.view) ? value : null);
/** A field for the creator's eyes alone. */
const creatorOnly = <T>(capsule: CapsuleModel, ctx: Parameters<typeof can>[0], value: T): T | null => (can(ctx, 'readRecipients', 'TimeCapsule', capsule.view) ? value : null);

export const timeCapsuleResolvers: Resolvers = {
  Query: {
    sentTimeCapsules: (_parent, args, ctx) => sentCapsules(ctx, { first: args.first ?? 50, after: args.after ?? null }),
    timeCapsulesForMe: (_parent, args, ctx) => capsulesForMe(ctx, { first: args.first ?? 50, after: args.after ?? null }),
    timeCapsule: (_parent, { id }, ctx) => getCapsule(ctx, id),
    timeCapsuleRecipientChoices: (_parent, _args, ctx) => recipientChoices(ctx),
  },
  Mutation: {
    createTimeCapsule: (_parent, { input }, ctx) => createCapsule(ctx, input),
    updateTimeCapsule: (_parent, { id, input }, ctx) => updateCapsule(ctx, id, input),
    addTimeCapsuleAttachment: async (_parent, { id, file }, ctx) => addAttachment(ctx, id, await uploadSource(file, 'file')),
    addTimeCapsuleRecording: async (_parent, { id, file }, ctx) => addRecording(ctx, id, await uploadSource(file, 'file')),
    removeTimeCapsuleAttachment: (_parent, { id }, ctx) => removeAttachment(ctx, id),
    sealTimeCapsule: (_parent, { id }, ctx) => sealCapsule(ctx, id),
    cancelTimeCapsule: (_parent, { id }, ctx) => cancelCapsule(ctx, id),
  },
  TimeCapsule: {
    from: (capsule) => capsule.creator,
    title: (capsule, _args, ctx) => content(capsule, ctx, capsule.title),
    message: (capsule, _args, ctx) => content(capsule, ctx, capsule.message),
    attachments: (capsule, _args, ctx) => capsuleAttachments(ctx, capsule),
    recipientKind: (capsule, _args, ctx) => creatorOnly(capsule, ctx, capsule.recipientKind),
    recipients: (capsule, _args, ctx) => capsuleRecipients(ctx, capsule),
    circleId: (capsule, _args, ctx) => creatorOnly(capsule, ctx, capsule.circleId),
    treeId: (capsule, _args, ctx) => creatorOnly(capsule, ctx, capsule.treeId),
    opensAt: (capsule) => capsule.opensAt,
    viewerCan: (capsule, _args, ctx) => ({
      readContent: can(ctx, 'readContent', 'TimeCapsule', capsule.view),
      update: can(ctx, 'update', 'TimeCapsule', capsule.view),
      seal: can(ctx, 'seal', 'TimeCapsule', capsule.view),
      cancel: can(ctx, 'cancel', 'TimeCapsule', capsule.view),
    }),
  },
  TimeCapsuleAttachment: {
    file: (attachment) => attachment.file,
  },
};
