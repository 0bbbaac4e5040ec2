import * as yup from 'yup';
import { GENDERS } from './family-member.entity.ts';
import { clearableText, flag, isoDate, oneOfWords, text } from '../validation.ts';

const tooLong = (n: number) => `String must contain at most ${n} character(s)`;
const name = text().required('Required').max(100, tooLong(100));

const deathAfterBirth = <S extends yup.ObjectSchema<yup.AnyObject>>(schema: S): S =>
  schema.test('death-after-birth', 'Date of death cannot be before the date of birth', function (value) {
    const { dateOfBirth, dateOfDeath } = value as { dateOfBirth?: string | null; dateOfDeath?: string | null };
    if (dateOfBirth && dateOfDeath && dateOfDeath < dateOfBirth) {
      return this.createError({ path: 'dateOfDeath', message: 'Date of death cannot be before the date of birth' });
    }
    return true;
  }) as S;

/** A member as added: names required (spec section 5). */
export const newMemberRules = deathAfterBirth(
  yup.object({
    firstName: name,
    lastName: name,
    dateOfBirth: isoDate,
    dateOfDeath: isoDate,
    bio: clearableText().max(2000, tooLong(2000)),
    // The one place the default lives: left out, blank or null, a member's gender is 'other' (spec section 5).
    gender: oneOfWords(GENDERS).transform((value: unknown) => (value === '' || value === null ? undefined : value)).default('other'),
    isAlive: flag().nullable(),
  }),
);

/** A member as changed: only what is sent, names still not blank. */
export const memberChangeRules = deathAfterBirth(
  yup.object({
    firstName: name.optional().nonNullable('Required'),
    lastName: name.optional().nonNullable('Required'),
    dateOfBirth: isoDate,
    dateOfDeath: isoDate,
    bio: clearableText().max(2000, tooLong(2000)),
    gender: oneOfWords(GENDERS).optional(),
    isAlive: flag().nullable(),
  }),
);
