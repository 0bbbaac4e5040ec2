import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Resolvers } from '../generated/graphql.ts';
import { userResolvers } from '../modules/users/user.resolvers.ts';
import { tokenResolvers } from '../modules/tokens/token.resolvers.ts';
import { activityResolvers } from '../modules/activity/activity.resolvers.ts';
import { treeResolvers } from '../modules/trees/tree.resolvers.ts';
import { familyResolvers } from '../modules/family/family.resolvers.ts';
import { connectionResolvers } from '../modules/connections/connection.resolvers.ts';
import { accountResolvers } from '../modules/accounts/account.resolvers.ts';
import { adminResolvers } from '../modules/admin/admin.resolvers.ts';
import { personalDataResolvers } from '../modules/personal-data/personal-data.resolvers.ts';
import { circleResolvers } from '../modules/circles/circle.resolvers.ts';
import { memoryResolvers } from '../modules/memories/memory.resolvers.ts';
import { storyResolvers } from '../modules/stories/story.resolvers.ts';
import { achievementResolvers } from '../modules/achievements/achievement.resolvers.ts';
import { heirloomResolvers } from '../modules/heirlooms/heirloom.resolvers.ts';
import { heritageResolvers } from '../modules/heritage/heritage.resolvers.ts';
import { insightResolvers } from '../modules/insights/insight.resolvers.ts';
import { searchResolvers } from '../modules/search/search.resolvers.ts';
import { notificationResolvers } from '../modules/notifications/notification.resolvers.ts';
import { timelineResolvers } from '../modules/timeline/timeline.resolvers.ts';
import { familyEventResolvers } from '../modules/family-events/family-event.resolvers.ts';
import { gedcomResolvers } from '../modules/gedcom/gedcom.resolvers.ts';
import { dailyMomentResolvers } from '../modules/daily-moments/daily-moment.resolvers.ts';
import { timeCapsuleResolvers } from '../modules/time-capsules/time-capsule.resolvers.ts';
import { voiceMessageResolvers } from '../modules/voice-messages/voice-message.resolvers.ts';
import { dnaKitResolvers } from '../modules/dna/dna-kit.resolvers.ts';
import { dnaMatchResolvers } from '../modules/dna/dna-match.resolvers.ts';
import { challengeResolvers } from '../modules/challenges/challenge.resolvers.ts';
import { faceResolvers } from '../modules/faces/faces.resolvers.ts';
import { personMergeResolvers } from '../modules/family/merge/person-merge.resolvers.ts';
import { scalarResolvers } from './scalars.ts';
import { applyAuthDirectives } from './auth-directives.ts';

export const schemaPath = path.resolve(import.meta.dirname, '../../../schema/schema.graphql');

export function buildSchema() {
  const typeDefs = readFileSync(schemaPath, 'utf8');
  const resolvers = [scalarResolvers, userResolvers, tokenResolvers, activityResolvers, familyResolvers, treeResolvers, connectionResolvers, accountResolvers, adminResolvers, personalDataResolvers, circleResolvers, memoryResolvers, storyResolvers, searchResolvers, notificationResolvers, timelineResolvers, familyEventResolvers, gedcomResolvers, achievementResolvers, heirloomResolvers, timeCapsuleResolvers, dailyMomentResolvers, voiceMessageResolvers, challengeResolvers, dnaKitResolvers, dnaMatchResolvers, heritageResolvers, personMergeResolvers, insightResolvers, faceResolvers] as Resolvers[];
  return applyAuthDirectives(makeExecutableSchema({ typeDefs, resolvers, inheritResolversFromInterfaces: true }));
}
