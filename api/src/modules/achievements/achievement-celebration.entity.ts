import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';
import { Achievement } from './achievement.entity.ts';

/** A relative celebrating an achievement: once each (the primary key), written with "on conflict do nothing". */
const AchievementCelebrationSchema = defineEntity({
  name: 'AchievementCelebration',
  tableName: 'achievement_celebrations',
  properties: {
    achievement: () => p.manyToOne(Achievement).primary().deleteRule('cascade'),
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ name: 'achievement_celebrations_user_index', properties: ['user'] }],
});

export class AchievementCelebration extends AchievementCelebrationSchema.class {}
AchievementCelebrationSchema.setClass(AchievementCelebration);
