import * as yup from 'yup';
import { recordId, says, text } from '../../input/validation.ts';
import { CHALLENGE_CATEGORIES, CHALLENGE_DIFFICULTIES } from './challenge.entity.ts';

const wholeBetween = (min: number, max: number) =>
  yup.number().typeError(says.wholeNumber).integer(says.wholeNumber).min(min, says.between(min, max)).max(max, says.between(min, max));

/** A family challenge a tree's owner adds. Progress, points earned and completion are never input. */
export const familyChallengeRules = yup.object({
  treeId: recordId().required(says.required),
  title: text().required(says.required).max(120, says.tooLong(120)),
  description: text().nullable().max(2000, says.tooLong(2000)),
  difficulty: text().oneOf(CHALLENGE_DIFFICULTIES, says.enumValue).required(says.required),
  category: text().oneOf(CHALLENGE_CATEGORIES, says.enumValue).required(says.required),
  points: wholeBetween(0, 500).required(says.required),
  timeLimitDays: wholeBetween(1, 365).nullable(),
});

/** A leaderboard asked for: how many places. */
export const leaderboardRules = yup.object({
  seasonId: text().nullable(),
  first: wholeBetween(1, 100).required(says.required),
});

/** A challenge's id as sent. */
export const challengeIdRules = yup.object({ id: recordId().required(says.required) });
