/** One GEDCOM structure: a level-0 record or one of its nested substructures. */
export interface GedcomRecord {
  tag: string;
  xref: string | null;
  /** The value with CONC/CONT continuations joined and `@@` unescaped. */
  value: string;
  /** The 1-based line number the structure starts on. */
  line: number;
  children: GedcomRecord[];
}

export interface GedcomProblem {
  line: number;
  message: string;
}

export interface GedcomHeader {
  version: string | null;
  /** The character set the header declares. */
  charset: string | null;
  /** The encoding actually used to decode the file. */
  encoding: string;
  source: string | null;
}

export interface GedcomReadResult {
  header: GedcomHeader;
  records: GedcomRecord[];
  problems: GedcomProblem[];
}
