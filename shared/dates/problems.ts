import { DATE_PHRASE_MAX_LENGTH, FIRST_YEAR, LAST_YEAR } from './types.ts';

/** What a date field shows when it cannot take the text: short sentences a person can act on. */
export const problems = {
  empty: 'Enter a date, e.g. 1928 or about 1850.',
  unreadable: 'Could not read this date. Try e.g. 1928, Mar 1850, abt 1850 or between 1848 and 1852.',
  yearRange: `Years must be between ${FIRST_YEAR} and ${LAST_YEAR}.`,
  twoDigitYear: 'Write the year in full, e.g. 1950.',
  dayRange: 'A day must be between 1 and 31.',
  tooManyDays: (monthName: string, year: number, days: number) => `${monthName} ${year} has only ${days} days.`,
  notAMonth: (number: number) => `${number} is not a month.`,
  notAMonthWriteAWord: (number: number, example: string) =>
    `${number} is not a month: write the month as a word, e.g. ${example}.`,
  ambiguousNumbers: (text: string, oneReading: string, otherReading: string, example: string) =>
    `${text} could be ${oneReading} or ${otherReading}: write the month as a word, e.g. ${example}.`,
  missingYear: 'Add a year, e.g. 12 Mar 1850.',
  shortenedSecondYear: (example: string) => `Write both years in full, e.g. ${example}.`,
  dualYear: (laterYear: number) => `Write a double year as the later year, e.g. ${laterYear}.`,
  beforeYearOne: 'Dates before year 1 are not supported.',
  otherCalendar: 'Only dates in the Gregorian calendar (the one in use today) are supported for now.',
  addDateAfter: (word: string, example: string) => `Add a year after “${word}”, e.g. ${example}.`,
  addSecondDate: (example: string) => `Add the second date, e.g. ${example}.`,
  reversed: 'The first date must come before the second.',
  phraseTooLong: `A date phrase can be at most ${DATE_PHRASE_MAX_LENGTH} characters.`,
  emptyPhrase: 'Write something between the parentheses, e.g. (the winter after the flood).',
  interpretedWithoutPhrase: 'Add the original wording in parentheses, e.g. INT 1850 (about Easter).',
  interpretedWithoutDate: 'Add the date before the wording, e.g. INT 1850 (about Easter).',
};
