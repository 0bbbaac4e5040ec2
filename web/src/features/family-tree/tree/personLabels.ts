import dayjs from 'dayjs';
import { formatDate } from '../../../lib/dates';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { formatDate as formatGenealogyDate, shortYears } from '../../../../../shared/dates/index.ts';

interface Nameable {
  firstName: string;
  lastName: string;
  isSelf: boolean;
}

interface Dated {
  dateOfBirth?: string | null;
  dateOfDeath?: string | null;
  /** Birth and death as genealogists write them (shared/dates); preferred to the exact days. */
  birth?: { value: string } | null;
  death?: { value: string } | null;
  isAlive: boolean;
}

export function fullNameOf(person: Pick<Nameable, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** The name a card shows: 'You' for the viewer's own member. */
export function shownNameOf(person: Nameable): string {
  return person.isSelf ? i18n.t('familyTree:you') : fullNameOf(person);
}

const yearOf = (date: string | null | undefined) => (date ? String(dayjs(date).year()) : null);

/** The year or span a card shows for a birth or death: "1850", "c. 1850", "bef. 1900" … */
const yearsOf = (written: { value: string } | null | undefined, exact: string | null | undefined) =>
  written ? shortYears(written.value, currentLanguage()) : yearOf(exact);

/**
 * The line under a name: 'Born 3 March 1950' (or 'Born about 1850') for the living, a range of
 * years such as '1921 – 2003' or 'c. 1850 – 1921' for those who died, or nothing when no date is known.
 */
export function lifeSpanOf(person: Dated): string {
  if (!person.isAlive || person.dateOfDeath || person.death) {
    const born = yearsOf(person.birth, person.dateOfBirth);
    const died = yearsOf(person.death, person.dateOfDeath);
    if (born || died) return `${born ?? '?'} – ${died ?? '?'}`;
    return i18n.t('familyTree:deceased');
  }
  if (person.birth) return i18n.t('familyTree:card.born', { date: formatGenealogyDate(person.birth.value, currentLanguage()) });
  return person.dateOfBirth ? i18n.t('familyTree:card.born', { date: formatDate(person.dateOfBirth) }) : '';
}

/** Cuts a name that would run past the card's edge, ending it with an ellipsis. */
export function fitText(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1).trimEnd()}…`;
}

/** What a row of the tree is called, relative to the focus. */
export function rowNameOf(generation: number): string {
  const names: Record<number, string> = {
    [-2]: 'grandparents',
    [-1]: 'parents',
    0: 'focus',
    1: 'children',
    2: 'grandchildren',
  };
  return names[generation] ?? (generation < 0 ? 'ancestors' : 'descendants');
}
