import * as yup from 'yup';
import { clearableText, flag, recordId, text } from '../validation.ts';

const tooLong = (n: number) => `String must contain at most ${n} character(s)`;

/** The most users added in one go (a circle's member list shows up to 200). */
export const MAX_ADDED_MEMBERS = 200;

const circleName = () => text().required('Required').max(100, tooLong(100));
const description = () => clearableText().max(1000, tooLong(1000));
const userIds = () =>
  yup
    .array(recordId().defined())
    .typeError('Must be a list of ids')
    .max(MAX_ADDED_MEMBERS, `At most ${MAX_ADDED_MEMBERS} at once`);

/** A new circle; the service checks that the members are the owner's connections. */
export const newCircleRules = yup.object({
  name: circleName(),
  description: description(),
  isPrivate: flag().nullable().default(false),
  memberIds: userIds().nullable().default([]),
});

/** Changes to a circle: only what is sent. */
export const circleChangesRules = yup.object({
  name: circleName().optional().nonNullable('Required'),
  description: description(),
  isPrivate: flag().optional().nonNullable('Required'),
});

/** Users to add to a circle. */
export const addedMembersRules = yup.object({ userIds: userIds().required('Required') });

/** How many of something a list returns, between 1 and `max`. */
export const countRules = (max: number) =>
  yup.object({
    first: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(1, `Must be between 1 and ${max}`).max(max, `Must be between 1 and ${max}`).required('Required'),
  });

/** A user named in a REST path. */
export const userPathRules = yup.object({ userId: recordId().required('Required') });
