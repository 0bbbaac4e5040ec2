import * as yup from 'yup';
import { GENDERS } from './family-member.entity.ts';
import { isoDate } from '../users/profile.rules.ts';

const tooLong = (n: number) => `String must contain at most ${n} character(s)`;
const name = yup.string().trim().required('Required').max(100, tooLong(100));

const deathAfterBirth = (schema: yup.ObjectSchema<yup.AnyObject>) =>
  schema.test('death-after-birth', 'Date of death cannot be before the date of birth', function (value) {
    const { dateOfBirth, dateOfDeath } = value as { dateOfBirth?: string | null; dateOfDeath?: string | null };
    if (dateOfBirth && dateOfDeath && dateOfDeath < dateOfBirth) {
      return this.createError({ path: 'dateOfDeath', message: 'Date of death cannot be before the date of birth' });
    }
    return true;
  });

/** A member as added: names required (spec section 5). */
export const newMemberRules = deathAfterBirth(
  yup.object({
    firstName: name,
    lastName: name,
    dateOfBirth: isoDate,
    dateOfDeath: isoDate,
    bio: yup.string().nullable().trim().max(2000, tooLong(2000)),
    gender: yup.string().oneOf([...GENDERS], 'Invalid enum value').default('other'),
    isAlive: yup.boolean().nullable(),
  }),
);

/** A member as changed: only what is sent, names still not blank. */
export const memberChangeRules = deathAfterBirth(
  yup.object({
    firstName: name.optional().nonNullable('Required'),
    lastName: name.optional().nonNullable('Required'),
    dateOfBirth: isoDate,
    dateOfDeath: isoDate,
    bio: yup.string().nullable().trim().max(2000, tooLong(2000)),
    gender: yup.string().oneOf([...GENDERS], 'Invalid enum value').optional(),
    isAlive: yup.boolean().nullable(),
  }),
);
