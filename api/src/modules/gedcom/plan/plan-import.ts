import type { ReportLine } from '../gedcom-job.entity.ts';
import type { GedcomReadResult } from '../reader/index.ts';
import { breakCycles } from './cycles.ts';
import { readFamilyFields } from './family-fields.ts';
import { childLinks } from './graph.ts';
import { type DraftChild, linkFamilies } from './links.ts';
import { limitParents } from './parent-limits.ts';
import { identifiersOf, readPersonFields, uidOf } from './person-fields.ts';
import { sortRecords } from './records.ts';
import { finishReport } from './report.ts';
import type { Report } from './structures.ts';
import type { ImportPlan, PlannedChild, PlannedFamily, PlannedPerson } from './types.ts';
import { recordToText } from '../records/record-text.ts';
import type { GedcomRecord } from '../reader/index.ts';

const POINTER = /^@[^@\s]+@$/;

/** Whether a person's record points to NOTE records: then their notes may change while the record does not. */
const pointsToNotes = (record: GedcomRecord) =>
  record.children.some((child) => (child.tag === 'NOTE' || child.tag === 'SNOTE') && POINTER.test(child.value.trim()));

/** The child links no repair dropped, as the plan gives them. */
function keptChildren(children: DraftChild[]): PlannedChild[] {
  const kept: PlannedChild[] = [];
  for (const { xref, pedigree, dropped } of children) if (!dropped) kept.push({ xref, pedigree });
  return kept;
}

export interface PlanOptions {
  /** Refuse files with more people than this. */
  maxPeople?: number;
}

/**
 * Maps a file as read to what Kinfolk will write, repairing what would break the tree (dangling
 * pointers, repeated ids, loops in the ancestry, too many parents) and saying so, line by line.
 * Throws `GedcomRefusedError` only for files that are not GEDCOM or are too big to import.
 */
export function planImport(read: GedcomReadResult, options: PlanOptions = {}): ImportPlan {
  const repairs: ReportLine[] = [];
  const report: Report = (line, message) => repairs.push({ line, message });
  const sorted = sortRecords(read, report, options.maxPeople);
  const people = sorted.people.map(({ record, position }): PlannedPerson => {
    const { uid, refn, photo } = identifiersOf(record, sorted.objects);
    const fields = readPersonFields(record, sorted.notes, report);
    return { xref: record.xref, line: record.line, position, fields, uid, refn, photo, text: recordToText(record), pointsToNotes: pointsToNotes(record) };
  });
  const drafts = linkFamilies(sorted, report);
  const links = childLinks(people.length, drafts);
  limitParents(links, drafts, report);
  breakCycles(people.map((person) => person.xref), links, drafts, report);
  const families = drafts.map(({ record, position, partners, children }): PlannedFamily => ({
    xref: record.xref,
    line: record.line,
    position,
    partners,
    children: keptChildren(children),
    fields: readFamilyFields(record, report),
    uid: uidOf(record),
    text: recordToText(record),
  }));
  return {
    source: read.header.source ?? 'unknown',
    version: read.header.version,
    people,
    families,
    others: sorted.others.map(({ xref, tag, position, record }) => ({ xref, tag, position, text: recordToText(record) })),
    head: sorted.head,
    report: finishReport(read.problems, repairs),
  };
}
