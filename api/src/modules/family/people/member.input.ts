import * as yup from 'yup';
import { t } from '../../../i18n.ts';
import { GENDERS } from './family-member.entity.ts';
import { definitelyBefore, type GenealogyDate } from '../../../../../shared/dates/index.ts';
import { clearableText, flag, genealogyDate, oneOfWords, says, text } from '../../../input/validation.ts';

// Messages are written when a value is refused, in the language of that request.
const { tooLong, required } = says;
const deathBeforeBirth = () => t('family:field.deathBeforeBirth');
const name = text().required(required).max(100, tooLong(100));

const deathAfterBirth = <S extends yup.ObjectSchema<yup.AnyObject>>(schema: S): S =>
  schema.test('death-after-birth', deathBeforeBirth, function (value) {
    const { birth, death } = value as { birth?: GenealogyDate | null; death?: GenealogyDate | null };
    // Only a death that must have come first is refused: "about 1850" may follow "1851".
    if (birth && death && typeof birth === 'object' && typeof death === 'object' && definitelyBefore(death, birth)) {
      return this.createError({ path: 'death', message: deathBeforeBirth });
    }
    return true;
  }) as S;

const place = () => clearableText().max(200, tooLong(200));

/** A member as added: names required (spec section 5). */
export const newMemberRules = deathAfterBirth(
  yup.object({
    firstName: name,
    lastName: name,
    birth: genealogyDate(),
    birthPlace: place(),
    death: genealogyDate(),
    deathPlace: place(),
    bio: clearableText().max(2000, tooLong(2000)),
    // The one place the default lives: left out, blank or null, a member's gender is 'other' (spec section 5).
    gender: oneOfWords(GENDERS).transform((value: unknown) => (value === '' || value === null ? undefined : value)).default('other'),
    isAlive: flag().nullable(),
  }),
);

/** A member as changed: only what is sent, names still not blank. */
export const memberChangeRules = deathAfterBirth(
  yup.object({
    firstName: name.optional().nonNullable(required),
    lastName: name.optional().nonNullable(required),
    birth: genealogyDate(),
    birthPlace: place(),
    death: genealogyDate(),
    deathPlace: place(),
    bio: clearableText().max(2000, tooLong(2000)),
    gender: oneOfWords(GENDERS).optional(),
    isAlive: flag().nullable(),
  }),
);
