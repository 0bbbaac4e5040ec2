import type { Resolvers } from '../../generated/graphql.ts';
import { requestLanguage } from '../../i18n.ts';
import { can } from '../../policies/authorize.ts';
import { fileUrl, upload, uploadSource } from '../files/index.ts';
import { promptText } from './daily-moment.presenter.ts';
import { addFamilyPrompt, answerMoment, deleteAnswer, likeAnswer, mayWithdraw, skipToday, withdrawFamilyPrompt } from './daily-moment-changes.command.ts';
import { answersOf, earlierMoments, familyQueue, likersOfAnswer, momentBook, momentStreak, todaysMoment, userOf } from './daily-moment.service.ts';

export const dailyMomentResolvers: Resolvers = {
  Query: {
    dailyMoment: (_parent, { treeId }, ctx) => todaysMoment(ctx, treeId),
    dailyMoments: (_parent, args, ctx) => earlierMoments(ctx, { treeId: args.treeId, after: args.after, first: args.first }),
    momentStreak: (_parent, { treeId }, ctx) => momentStreak(ctx, treeId),
    familyPromptQueue: (_parent, { treeId }, ctx) => familyQueue(ctx, treeId),
    momentBook: (_parent, args, ctx) => momentBook(ctx, args),
  },
  Mutation: {
    answerDailyMoment: async (_parent, { input }, ctx) => {
      const { photo, audio, ...fields } = input;
      // The recording follows the photo in the request: it is read only once the photo has been.
      return answerMoment(ctx, fields, { photo: await upload(photo, ctx.config.maxUploadBytes, 'photo'), audio: () => uploadSource(audio, 'audio') });
    },
    deleteMomentAnswer: (_parent, { id }, ctx) => deleteAnswer(ctx, id),
    likeMomentAnswer: (_parent, { id, like }, ctx) => likeAnswer(ctx, id, like ?? true),
    skipDailyMoment: (_parent, { id }, ctx) => skipToday(ctx, id),
    addFamilyPrompt: (_parent, { input }, ctx) => addFamilyPrompt(ctx, input),
    withdrawFamilyPrompt: (_parent, { id }, ctx) => withdrawFamilyPrompt(ctx, id),
  },
  DailyPrompt: {
    text: (prompt) => promptText(prompt, requestLanguage()),
    fromFamily: (prompt) => prompt.treeId !== null,
    author: (prompt, _args, ctx) => userOf(ctx, prompt.authorId),
    viewerCan: (prompt, _args, ctx) => ({ withdraw: mayWithdraw(ctx, prompt) }),
  },
  DailyMoment: {
    skipped: (moment) => moment.view.skipped,
    skippedBy: (moment, _args, ctx) => userOf(ctx, moment.skippedById),
    answers: (moment, _args, ctx) => answersOf(ctx, moment.id),
    viewerAnswer: async (moment, _args, ctx) => (await answersOf(ctx, moment.id)).find((a) => a.userId === ctx.viewer?.id) ?? null,
    viewerCan: (moment, _args, ctx) => ({
      answer: can(ctx, 'answer', 'DailyMoment', moment.view),
      skip: can(ctx, 'skip', 'DailyMoment', moment.view),
    }),
  },
  PromptResponse: {
    author: (answer, _args, ctx) => userOf(ctx, answer.userId),
    photoUrl: (answer) => fileUrl(answer.photoKey),
    audioUrl: (answer) => fileUrl(answer.audioKey),
    attachments: (answer) => [answer.photoKey, answer.audioKey].filter((k): k is string => Boolean(k)).map((k) => fileUrl(k)!),
    likedBy: (answer, _args, ctx) => likersOfAnswer(ctx, answer),
    viewerCan: (answer, _args, ctx) => ({
      update: can(ctx, 'update', 'PromptResponse', answer.view),
      delete: can(ctx, 'delete', 'PromptResponse', answer.view),
      like: can(ctx, 'like', 'PromptResponse', answer.view),
    }),
  },
  MomentBook: {
    author: async (book, _args, ctx) => (await userOf(ctx, book.authorId))!,
  },
};
