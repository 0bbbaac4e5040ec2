import type { AchievementView } from '../../policies/achievement.policy.ts';
import type { FamilyMember } from '../family/people/family-member.entity.ts';
import type { User } from '../users/user.entity.ts';
import type { AchievementType } from './achievement.entity.ts';

/** An achievement as the viewer reads it: its fields, its person, photos and celebrations, and the viewer's view of it. */
export interface AchievementModel {
  id: string;
  treeId: string;
  member: FamilyMember;
  achievementType: AchievementType;
  title: string;
  description: string | null;
  date: { value: string | null; earliest: string | null; latest: string | null };
  /** The day it sorts by (its cursor's day). */
  day: string;
  recordedBy: User | null;
  photos: { id: string; key: string; position: number }[];
  celebrationCount: number;
  celebratedByViewer: boolean;
  /** The ids of the achievements read together (a page), so their celebrators are read in one statement. */
  batch: readonly string[];
  createdAt: Date;
  updatedAt: Date;
  view: AchievementView;
}

/** A page's cursor: the last achievement's day and id (the list's order). */
export const cursorOf = (model: Pick<AchievementModel, 'day' | 'id'>) => `${model.day}|${model.id}`;
