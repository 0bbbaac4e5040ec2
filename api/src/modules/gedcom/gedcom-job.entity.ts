import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import { Tree } from '../trees/tree.entity.ts';

// What a job does, where it stands and how an import goes in, as the schema's GedcomJobKind,
// GedcomJobState and GedcomImportMode name them (graphql/schema-enums.ts stops the type check when they disagree).
export const GEDCOM_JOB_KINDS = ['import', 'export'] as const;
export type GedcomJobKind = (typeof GEDCOM_JOB_KINDS)[number];
export const GEDCOM_JOB_STATES = ['queued', 'reading', 'awaiting_choices', 'writing', 'done', 'failed', 'cancelled'] as const;
export type GedcomJobState = (typeof GEDCOM_JOB_STATES)[number];
export const GEDCOM_IMPORT_MODES = ['new', 'merge'] as const;
export type GedcomImportMode = (typeof GEDCOM_IMPORT_MODES)[number];

/** A line of an import's report. */
export type ReportLine = { line: number | null; message: string };

/** What a job read or wrote. */
export type JobCounts = { people: number; families: number; otherRecords: number; media: number };

/** A field changed on both sides since the last import. */
export type MergeConflict = { id: string; subject: string; field: string; mine: string | null; theirs: string | null; line: number | null };

/** A merge's preview, kept until the user confirms it. */
export type MergePreview = { new: number; updated: number; unchanged: number; conflictCount: number; conflicts: MergeConflict[] };

/** The sides chosen for a merge's conflicts. */
export type MergeChoices = { choices: Record<string, 'mine' | 'theirs'>; otherwise: 'mine' | 'theirs' };

/**
 * A GEDCOM import or export run by the job queue. The uploaded file (import) or the written one
 * (export) is in storage under `fileKey`; progress is written as the job goes, so a page reload
 * finds it, and `cancelRequested` is read between batches.
 */
const GedcomJobSchema = defineEntity({
  name: 'GedcomJob',
  tableName: 'gedcom_jobs',
  properties: {
    ...baseProperties,
    kind: p.string().length(10).$type<GedcomJobKind>(),
    state: p.string().length(20).$type<GedcomJobState>().default('queued'),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    tree: () => p.manyToOne(Tree).nullable().deleteRule('cascade').index(),
    mode: p.string().length(10).nullable().$type<GedcomImportMode | null>(),
    /** The version an export writes ('5.5.1', '7.0'), or the one an imported file declared. */
    version: p.string().length(20).nullable(),
    withMedia: p.boolean().default(false),
    /** An export of one person's branch. */
    branchOf: p.uuid().nullable(),
    /** The name a new tree gets. */
    treeName: p.string().length(100).nullable(),
    fileName: p.string().length(255),
    fileKey: p.string().length(300).nullable(),
    fileBytes: p.bigint('number').nullable(),
    progressDone: p.integer().default(0),
    progressTotal: p.integer().nullable(),
    peopleDone: p.integer().default(0),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    counts: p.json<JobCounts>().nullable(),
    report: p.json<ReportLine[]>().onCreate(() => []),
    preview: p.json<MergePreview>().nullable(),
    choices: p.json<MergeChoices>().nullable(),
    error: p.text().nullable(),
    cancelRequested: p.boolean().default(false),
  },
});

export class GedcomJob extends GedcomJobSchema.class {}
GedcomJobSchema.setClass(GedcomJob);
