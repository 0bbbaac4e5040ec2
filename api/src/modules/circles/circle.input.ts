import * as yup from 'yup';
import { clearableText, flag, recordId, says, text } from '../../input/validation.ts';

/** The most users added in one go (a circle's member list shows up to 200). */
export const MAX_ADDED_MEMBERS = 200;

const circleName = () => text().required(says.required).max(100, says.tooLong(100));
const description = () => clearableText().max(1000, says.tooLong(1000));
const userIds = () =>
  yup
    .array(recordId().defined())
    .typeError(says.listOfIds)
    .max(MAX_ADDED_MEMBERS, says.atOnce(MAX_ADDED_MEMBERS));

/** A new circle; the service checks that the members are the owner's connections. */
export const newCircleRules = yup.object({
  name: circleName(),
  description: description(),
  isPrivate: flag().nullable().default(false),
  memberIds: userIds().nullable().default([]),
});

/** Changes to a circle: only what is sent. */
export const circleChangesRules = yup.object({
  name: circleName().optional().nonNullable(says.required),
  description: description(),
  isPrivate: flag().optional().nonNullable(says.required),
});

/** Users to add to a circle. */
export const addedMembersRules = yup.object({ userIds: userIds().required(says.required) });

/** How many of something a list returns, between 1 and `max`. */
export const countRules = (max: number) =>
  yup.object({
    first: yup.number().typeError(says.wholeNumber).integer(says.wholeNumber).min(1, says.between(1, max)).max(max, says.between(1, max)).required(says.required),
  });

/** A user named in a REST path. */
export const userPathRules = yup.object({ userId: recordId().required(says.required) });
