export { readGedcom } from './read-gedcom.ts';
export type { GedcomHeader, GedcomProblem, GedcomReadResult, GedcomRecord } from './types.ts';
