import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { StoredFile } from '../files/stored-file.entity.ts';
import { Achievement } from './achievement.entity.ts';

/** A photo of an achievement (a stored file of purpose `achievement-photo`), in the order added. */
const AchievementPhotoSchema = defineEntity({
  name: 'AchievementPhoto',
  tableName: 'achievement_photos',
  properties: {
    ...baseProperties,
    achievement: () => p.manyToOne(Achievement).deleteRule('cascade').index(),
    file: () => p.manyToOne(StoredFile).deleteRule('cascade').unique(),
    position: p.integer().default(0),
  },
});

export class AchievementPhoto extends AchievementPhotoSchema.class {}
AchievementPhotoSchema.setClass(AchievementPhoto);
