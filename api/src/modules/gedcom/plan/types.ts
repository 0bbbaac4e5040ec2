import type { GedcomRecord } from '../reader/index.ts';
import type { ReportLine } from '../gedcom-job.entity.ts';

export type PlannedGender = 'male' | 'female' | 'other';
export type PlannedPedigree = 'birth' | 'adopted' | 'foster';
export type PlannedPartnerKind = 'married' | 'partner' | 'divorced';

/**
 * What Kinfolk models of a person, as plain values: dates are the stored GEDCOM-style text of the
 * shared date model (`GenealogyDate.value`), so two sets of fields compare with `===` per field.
 * The same shape is read from a kept record, from a member in the database and from a new file,
 * which is how export patches a kept record and how a merge finds what changed on which side.
 */
export interface PersonFields {
  firstName: string;
  lastName: string;
  /** Every NAME after the first, as written (`Maria /Lopez/` → `Maria Lopez`). */
  otherNames: string[];
  gender: PlannedGender;
  birthDate: string | null;
  birthPlace: string | null;
  christeningDate: string | null;
  christeningPlace: string | null;
  deathDate: string | null;
  deathPlace: string | null;
  burialDate: string | null;
  burialPlace: string | null;
  occupation: string | null;
  /** The person's NOTEs (inline, or the text of a NOTE record they point to), joined by a blank line. */
  bio: string | null;
  /** False when the file says the person died (DEAT with or without a date) or was buried. */
  isAlive: boolean;
}

/** What Kinfolk models of a family: the partnership's kind and dates. */
export interface FamilyFields {
  /**
   * null when the family has fewer than two partners, or its two are parents together and not a
   * couple (`_NOT_A_COUPLE Y` and no marriage or divorce: how Kinfolk writes two parents it has no
   * partnership for).
   */
  partnerKind: PlannedPartnerKind | null;
  marriageDate: string | null;
  marriagePlace: string | null;
  divorceDate: string | null;
}

/** An INDI record as Kinfolk will write it. */
export interface PlannedPerson {
  /** The record's id as the file writes it, with its @ signs (`@I1@`), as pointers to it are written. */
  xref: string;
  /** The record's first line in the file. */
  line: number;
  /** Order among the file's records. */
  position: number;
  fields: PersonFields;
  /** UID / _UID, REFN: how a re-import finds the person again. */
  uid: string | null;
  refn: string | null;
  /** The FILE of the person's first photo (OBJE), as written, to take from a GEDZIP archive. */
  photo: string | null;
  /**
   * The whole record as text (`recordToText`), kept for a lossless export. Text rather than the
   * nested structures: a large file's would not fit in memory beside everything else.
   */
  text: string;
  /** Whether the record points to NOTE records (whose text may change without the record's). */
  pointsToNotes: boolean;
}

/** A child of a family, with how it belongs to the family's partners. */
export interface PlannedChild {
  xref: string;
  pedigree: PlannedPedigree | null;
}

/** A FAM record as Kinfolk will write it: a partner edge between its partners, parent edges to its children. */
export interface PlannedFamily {
  xref: string;
  line: number;
  position: number;
  /** The partners' xrefs (HUSB, WIFE, or 7.0's), zero to two, existing people only. */
  partners: string[];
  children: PlannedChild[];
  fields: FamilyFields;
  uid: string | null;
  /** The whole record as text, kept for a lossless export. */
  text: string;
}

/** Any other top-level record, kept as it is (SOUR, REPO, NOTE, OBJE, SUBM, SNOTE, `_CUSTOM` …). */
export interface PlannedOther {
  xref: string | null;
  tag: string;
  position: number;
  /** The whole record as text. */
  text: string;
}

/**
 * A file read and mapped, ready to write: every pointer between people and families resolves,
 * nobody is their own ancestor, no child has more parents than the rules allow; what was repaired
 * or skipped to get there is in `report`, with line numbers.
 */
export interface ImportPlan {
  /** The program that wrote the file (HEAD.SOUR), or 'unknown'. */
  source: string;
  /** The GEDCOM version the file declares (HEAD.GEDC.VERS), if any. */
  version: string | null;
  people: PlannedPerson[];
  families: PlannedFamily[];
  others: PlannedOther[];
  /** The HEAD record, kept for export. */
  head: GedcomRecord | null;
  report: ReportLine[];
}
