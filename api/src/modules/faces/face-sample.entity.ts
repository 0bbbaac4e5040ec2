import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Tree } from '../trees/tree.entity.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';
import { PhotoTag } from '../memories/photo-tag.entity.ts';
import { Memory } from '../memories/memory.entity.ts';

/**
 * One confirmed face: the descriptor (128 numbers the browser's recognition model made of the face
 * in a verified photo tag) and the day the photo shows, for weighing recent photos more. Goes with
 * its tag, its photo, its person and its tree; all of a tree's go when its owner turns face
 * suggestions off.
 *
 * It follows its tag without a foreign key to it: a tag removed takes its face with it when the
 * transaction ends (a trigger, see the migrations), so that a merge of two people, which drops the
 * merged person's tag on a photo both are tagged on, can set that tag's face aside (`setAside`) for
 * an undo to put back with the tag. A face set aside is not used for suggestions.
 */
const FaceSampleSchema = defineEntity({
  name: 'FaceSample',
  tableName: 'face_samples',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    tree: () => p.manyToOne(Tree).deleteRule('cascade').index(),
    member: () => p.manyToOne(FamilyMember).deleteRule('cascade').index(),
    photoTag: () => p.oneToOne(PhotoTag).owner().unique().createForeignKeyConstraint(false),
    /** The photo the tag is on: a face set aside goes with it too. */
    memory: () => p.manyToOne(Memory).deleteRule('cascade').index(),
    descriptor: p.json().$type<number[]>(),
    /** The photo's date (its event date, else when it was added). */
    takenOn: p.date(),
    /** Its tag was dropped as a double by a merge of two people: kept for an undo only. */
    setAside: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class FaceSample extends FaceSampleSchema.class {}
FaceSampleSchema.setClass(FaceSample);
