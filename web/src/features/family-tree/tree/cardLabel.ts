import dayjs from 'dayjs';
import { currentLanguage, i18n } from '../../../lib/i18n';
import type { TreePerson } from './layout';
import { shortYears } from '../../../../../shared/dates/index.ts';
import { fullNameOf, lifeSpanOf } from './personLabels';

type Labelled = Pick<TreePerson, 'firstName' | 'lastName' | 'isSelf' | 'dateOfBirth' | 'dateOfDeath' | 'isAlive' | 'detailsHidden'> & Partial<Pick<TreePerson, 'birth' | 'death'>>;

/** What a card says to a screen reader, and what is announced when the keyboard reaches it. */
export function cardLabelOf(person: Labelled): string {
  const fullName = fullNameOf(person);
  return [person.isSelf ? i18n.t('familyTree:card.you', { name: fullName }) : fullName, lifeSpanOf(person), person.detailsHidden ? i18n.t('familyTree:card.private') : null]
    .filter(Boolean)
    .join(', ');
}

const yearOf = (date: string | null | undefined) => (date ? String(dayjs(date).year()) : null);

/** A birth or death as a short year: "1850", "c. 1850", "bef. 1900" (shared/dates), else the exact day's year. */
const shortOf = (written: { value: string } | null | undefined, exact: string | null | undefined) => (written ? shortYears(written.value, currentLanguage()) : yearOf(exact));

/** The years on a compact card: '1928–2001' or 'c. 1850–1921' for those who died, 'b. 1950' for the living, else nothing. */
export function yearsOf(person: Pick<TreePerson, 'dateOfBirth' | 'dateOfDeath' | 'isAlive'> & Partial<Pick<TreePerson, 'birth' | 'death'>>): string {
  const born = shortOf(person.birth, person.dateOfBirth);
  const died = shortOf(person.death, person.dateOfDeath);
  if (!person.isAlive || died) return born || died ? `${born ?? '?'}–${died ?? '?'}` : '';
  return born ? i18n.t('familyTree:card.bornShort', { year: born }) : '';
}
