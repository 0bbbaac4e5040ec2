import * as yup from 'yup';
import { definitelyBefore, parseOptionalDate } from '../../../../../shared/dates/index.ts';
import { genealogyDateSchema } from '../../../lib/genealogyDateSchema';
import { i18n } from '../../../lib/i18n';
import { optionalText } from '../../../lib/validation';

/** A person's birth and death as the forms hold them: dates as typed, places, and living or not. */
export interface LifeValues {
  birth: string;
  birthPlace: string;
  deceased: boolean;
  death: string;
  deathPlace: string;
}

export const emptyLife: LifeValues = { birth: '', birthPlace: '', deceased: false, death: '', deathPlace: '' };

const read = (text: string | undefined) => {
  const reading = parseOptionalDate(text ?? '');
  return reading.ok ? reading.date : null;
};

const today = () => new Date().toISOString().slice(0, 10);

/** The same rules as the API: dates it can read, none after today, no death that must have come before the birth. */
export const lifeSchema = {
  birth: genealogyDateSchema().test('not-future', () => i18n.t('familyTree:life.birthInFuture'), (text) => {
    const date = read(text);
    return !date?.earliest || date.earliest <= today();
  }),
  birthPlace: optionalText(200),
  deceased: yup.boolean(),
  death: genealogyDateSchema()
    .test('not-future', () => i18n.t('familyTree:life.deathInFuture'), (text) => {
      const date = read(text);
      return !date?.earliest || date.earliest <= today();
    })
    .test('after-birth', () => i18n.t('familyTree:life.deathBeforeBirth'), function (text) {
      const death = read(text);
      const birth = read((this.parent as LifeValues).birth);
      return !death || !birth || !definitelyBefore(death, birth);
    }),
  deathPlace: optionalText(200),
};

/** What the API gets: the dates as typed (it reads them with the same model), places, and whether they are living. */
export function toLifeInput(values: LifeValues) {
  const death = values.deceased ? values.death.trim() : '';
  return {
    birth: values.birth.trim() || null,
    birthPlace: values.birthPlace.trim() || null,
    death: death || null,
    deathPlace: values.deceased ? values.deathPlace.trim() || null : null,
    isAlive: !values.deceased,
  };
}
