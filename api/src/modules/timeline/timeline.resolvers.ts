import type { Resolvers } from '../../generated/graphql.ts';
import { timelinePage, timelineYears } from './timeline.service.ts';
import { animatedTimeline } from './animation/animation.service.ts';

export const timelineResolvers: Resolvers = {
  Query: {
    timeline: (_parent, args, ctx) => timelinePage(ctx, { filter: args.filter, after: args.after, fromYear: args.fromYear, first: args.first ?? 50 }),
    timelineYears: (_parent, args, ctx) => timelineYears(ctx, { filter: args.filter }),
    animatedTimeline: (_parent, args, ctx) => animatedTimeline(ctx, args),
  },
};
