import * as yup from 'yup';
import { t } from '../../i18n.ts';
import { genealogyDate, recordId, says, text } from '../../input/validation.ts';
import { ACHIEVEMENT_TYPES } from './achievement.entity.ts';

/** The most photos one achievement holds (each request brings at most two: the upload limit). */
export const MAX_PHOTOS = 6;

// Text is trimmed first, so a title of spaces alone is missing, not written.
const title = () => text().required(says.required).max(200, says.tooLong(200));
const description = () => text().nullable().max(5000, says.tooLong(5000));
const achievementType = () => text().oneOf(ACHIEVEMENT_TYPES, says.enumValue);
const photoIds = () => yup.array(recordId().defined()).typeError(says.listOfIds).max(MAX_PHOTOS, says.atOnce(MAX_PHOTOS));

/** A new achievement, as sent (blank text already null); the service checks the person and the photos. */
export const newAchievementRules = yup.object({
  memberId: recordId().required(says.required),
  achievementType: achievementType().required(says.required),
  title: title(),
  description: description(),
  date: genealogyDate(),
});

/** Changes to an achievement: only what is sent (a null description or date removes it). */
export const achievementChangesRules = yup.object({
  achievementType: achievementType().optional().nonNullable(says.required),
  title: title().optional().nonNullable(says.required),
  description: description().optional(),
  date: genealogyDate().optional(),
  removePhotoIds: photoIds().nullable().optional(),
});

/** A page of achievements: at most 50. */
export const pageRules = yup.object({
  treeId: recordId().nullable(),
  achievementType: achievementType().nullable(),
  first: yup.number().typeError(says.wholeNumber).integer(says.wholeNumber).min(1, says.between(1, 50)).max(50, says.between(1, 50)).required(),
  after: text().nullable().matches(/^\d{4}-\d{2}-\d{2}\|[0-9a-f-]{36}$/, says.cursor),
});

/** "At most 6 photos". */
export const tooManyPhotos = () => t('achievements:field.atMostPhotos', { count: MAX_PHOTOS });
