import dayjs from 'dayjs';
import { formatDate } from '../../../lib/dates';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { dateFromIso, formatDate as formatGenealogyDate, parseDate, shortYears } from '../../../../../shared/dates/index.ts';

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
  return lifeFormsOf(person)[0] ?? '';
}

/**
 * The line under a name in the forms a card may show, longest first: 'Born 30 November 1982',
 * 'b. 30 Nov 1982', 'b. 1982' for the living; '1921 – 2003', '1921–2003' for those who died.
 */
export function lifeFormsOf(person: Dated): string[] {
  // A card asks three times a render (its picture, its name's place, its label): worked out once
  // per person and language.
  const language = currentLanguage();
  const known = formsSeen.get(person);
  if (known?.language === language) return known.forms;
  const forms = lifeFormsIn(person, language);
  formsSeen.set(person, { language, forms });
  return forms;
}

const formsSeen = new WeakMap<Dated, { language: string; forms: string[] }>();

function lifeFormsIn(person: Dated, language: string): string[] {
  if (!person.isAlive || person.dateOfDeath || person.death) {
    const born = yearsOf(person.birth, person.dateOfBirth);
    const died = yearsOf(person.death, person.dateOfDeath);
    if (!born && !died) return [i18n.t('familyTree:deceased')];
    return distinct([`${born ?? '?'} – ${died ?? '?'}`, `${born ?? '?'}–${died ?? '?'}`]);
  }
  const written = person.birth?.value ?? (person.dateOfBirth ? dateFromIso(person.dateOfBirth.slice(0, 10)).value : null);
  if (!written) return [];
  // A day kept without its written form (from earlier clients) reads as it always has.
  const long = person.birth ? formatGenealogyDate(written, language) : formatDate(person.dateOfBirth);
  return distinct([
    i18n.t('familyTree:card.born', { date: long }),
    i18n.t('familyTree:card.bornShortDate', { date: shortDateOf(written, language) }),
    i18n.t('familyTree:card.bornShort', { year: shortYears(written, language) }),
  ]);
}

const distinct = (forms: string[]) => [...new Set(forms)];

/**
 * A date as a card writes it when the words do not fit: a day with the month's short name, '30 Nov
 * 1982' ('30 nov 1982'); a date that is not one known day, month or year as its years ('c. 1850').
 */
export function shortDateOf(written: string, language: string): string {
  const reading = parseDate(written);
  const day = reading.ok && reading.date.kind === 'date' ? reading.date.start : null;
  // Other calendars, years before the common era and double years keep their own way of writing.
  if (!day || day.month === null || day.calendar || day.bce || day.firstYear !== undefined) return shortYears(written, language);
  const month = monthNames(language).format(Date.UTC(2000, day.month - 1, 1));
  return [day.day, month.replace(/\.$/, ''), day.year].filter((part) => part !== null).join(' ');
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** The short month names of a language (one formatter per language, not one per date). */
function monthNames(language: string) {
  let format = monthFormats.get(language);
  if (!format) monthFormats.set(language, (format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' })));
  return format;
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
