// What other modules and the app use of the achievements module.
export { achievementsRecordedBy, celebrationsBy } from './achievement-export.ts';
export { ACHIEVEMENT_TYPES, type AchievementType } from './achievement.entity.ts';
export { achievementReferences } from './achievement-references.ts';
