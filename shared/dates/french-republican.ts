/**
 * The French republican calendar (1792–1805, and briefly in 1871): twelve months of 30 days from
 * 22 September 1792, then five complementary days, six in years 3, 7, 11 and every fourth year
 * after. Months as GEDCOM lists them: VEND BRUM FRIM NIVO PLUV VENT GERM FLOR PRAI MESS THER FRUC,
 * and COMP for the complementary days.
 */

export const FRENCH_MONTH_CODES = 'VEND BRUM FRIM NIVO PLUV VENT GERM FLOR PRAI MESS THER FRUC COMP'.split(' ');
/** The months' names, the complementary days last under their first name. */
export const FRENCH_MONTH_NAMES = [
  ...['Vendémiaire', 'Brumaire', 'Frimaire', 'Nivôse', 'Pluviôse', 'Ventôse', 'Germinal', 'Floréal', 'Prairial'],
  ...['Messidor', 'Thermidor', 'Fructidor', 'Sansculottides'],
];

/** The day number of the day before 1 Vendémiaire of year 0. */
const EPOCH = 2375474;

const isLeap = (year: number) => year % 4 === 3;

export function frenchDaysInMonth(year: number, month: number): number {
  if (month < 13) return 30;
  return isLeap(year) ? 6 : 5;
}

/** The Julian Day Number of a republican day. */
export function frenchToJdn(year: number, month: number, day: number): number {
  return Math.floor((year * 1461) / 4) + (month - 1) * 30 + day + EPOCH;
}
