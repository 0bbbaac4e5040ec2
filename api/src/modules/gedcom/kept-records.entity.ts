import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Tree } from '../trees/tree.entity.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';

/**
 * The GEDCOM record a person was imported from, kept whole (its lines as text, CONC/CONT joined):
 * what Kinfolk does not model (sources, citations, notes on events, custom tags) is written back
 * from it on export, and a re-import matches the person by `uid`, `refn` or `source` + `xref`.
 */
const GedcomPersonRecordSchema = defineEntity({
  name: 'GedcomPersonRecord',
  tableName: 'gedcom_person_records',
  properties: {
    member: () => p.oneToOne(FamilyMember).primary().deleteRule('cascade'),
    /** The member's tree. No foreign key of its own: the member's holds the record to the tree (see FamilyRelationship.tree). */
    tree: () => p.manyToOne(Tree).createForeignKeyConstraint(false).index(),
    /** The program that wrote the file (HEAD.SOUR), which scopes `xref`. */
    source: p.string().length(200),
    xref: p.string().length(40),
    uid: p.string().length(100).nullable(),
    refn: p.string().length(100).nullable(),
    /** Order in the file, kept on export. */
    position: p.integer(),
    record: p.text(),
  },
  // A merge and an export read a tree's records whole; one index on the tree serves both.
});
export class GedcomPersonRecord extends GedcomPersonRecordSchema.class {}
GedcomPersonRecordSchema.setClass(GedcomPersonRecord);

/** A family (FAM) record as imported, kept with the partners it joins; its children are found through the tree's edges. */
const GedcomFamilyRecordSchema = defineEntity({
  name: 'GedcomFamilyRecord',
  tableName: 'gedcom_family_records',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    tree: () => p.manyToOne(Tree).deleteRule('cascade').index(),
    source: p.string().length(200),
    xref: p.string().length(40),
    uid: p.string().length(100).nullable(),
    partner1: () => p.manyToOne(FamilyMember).nullable().deleteRule('set null').index(),
    partner2: () => p.manyToOne(FamilyMember).nullable().deleteRule('set null').index(),
    /** The children the record listed, in its order (member ids), for export. */
    children: p.array().default([]).$type<string[]>(),
    position: p.integer(),
    record: p.text(),
  },
});
export class GedcomFamilyRecord extends GedcomFamilyRecordSchema.class {}
GedcomFamilyRecordSchema.setClass(GedcomFamilyRecord);

/** Any other top-level record (SOUR, REPO, NOTE, OBJE, SUBM, custom `_` records), kept with its tree. */
const GedcomOtherRecordSchema = defineEntity({
  name: 'GedcomOtherRecord',
  tableName: 'gedcom_other_records',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    tree: () => p.manyToOne(Tree).deleteRule('cascade').index(),
    source: p.string().length(200),
    xref: p.string().length(40).nullable(),
    tag: p.string().length(40),
    position: p.integer(),
    record: p.text(),
  },
});
export class GedcomOtherRecord extends GedcomOtherRecordSchema.class {}
GedcomOtherRecordSchema.setClass(GedcomOtherRecord);
