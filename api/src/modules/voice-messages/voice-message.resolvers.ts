import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { readableCircle } from '../circles/index.ts';
import { fileUrl, uploadSource } from '../files/index.ts';
import { deleteVoiceMessage, markVoiceMessageHeard, updateVoiceMessage } from './voice-message-changes.command.ts';
import { sendVoiceMessage } from './send-voice-message.command.ts';
import { getVoiceMessage, recipientsOf, sentVoiceMessages, unheardVoiceMessageCount, voiceInbox, voiceRecipientChoices, voiceStories } from './voice-message.service.ts';

export const voiceMessageResolvers: Resolvers = {
  Query: {
    voiceInbox: (_parent, args, ctx) => voiceInbox(ctx, args),
    sentVoiceMessages: (_parent, args, ctx) => sentVoiceMessages(ctx, args),
    voiceMessage: (_parent, { id }, ctx) => getVoiceMessage(ctx, id),
    unheardVoiceMessageCount: (_parent, _args, ctx) => unheardVoiceMessageCount(ctx),
    voiceStories: (_parent, args, ctx) => voiceStories(ctx, args),
    voiceRecipientChoices: (_parent, _args, ctx) => voiceRecipientChoices(ctx),
    voiceMaxSeconds: (_parent, _args, ctx) => Math.floor(ctx.config.audio.maxSeconds),
  },
  Mutation: {
    sendVoiceMessage: async (_parent, { input }, ctx) => {
      const { audio, ...fields } = input;
      return sendVoiceMessage(ctx, fields, await uploadSource(audio, 'audio'));
    },
    markVoiceMessageHeard: (_parent, { id }, ctx) => markVoiceMessageHeard(ctx, id),
    updateVoiceMessage: (_parent, { id, input }, ctx) => updateVoiceMessage(ctx, id, input),
    deleteVoiceMessage: (_parent, { id }, ctx) => deleteVoiceMessage(ctx, id),
  },
  VoiceMessage: {
    circle: (message, _args, ctx) => (message.circleId ? readableCircle(ctx, message.circleId) : null),
    audioUrl: (message) => fileUrl(message.fileKey) as string,
    heard: (message, _args, ctx) => message.view.senderId === ctx.viewer?.id || message.heardAt !== null,
    recipients: (message, _args, ctx) => recipientsOf(ctx, message),
    viewerCan: (message, _args, ctx) => ({
      update: can(ctx, 'update', 'VoiceMessage', message.view),
      delete: can(ctx, 'delete', 'VoiceMessage', message.view),
      markHeard: can(ctx, 'markHeard', 'VoiceMessage', message.view),
    }),
  },
};
