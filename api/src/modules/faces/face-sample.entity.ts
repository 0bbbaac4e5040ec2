import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Tree } from '../trees/tree.entity.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';
import { PhotoTag } from '../memories/photo-tag.entity.ts';

/**
 * One confirmed face: the descriptor (128 numbers the browser's recognition model made of the face
 * in a verified photo tag) and the day the photo shows, for weighing recent photos more. Goes with
 * its tag (so with the photo and the person) and with the tree; all of a tree's go when its owner
 * turns face suggestions off.
 */
const FaceSampleSchema = defineEntity({
  name: 'FaceSample',
  tableName: 'face_samples',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    tree: () => p.manyToOne(Tree).deleteRule('cascade').index(),
    member: () => p.manyToOne(FamilyMember).deleteRule('cascade').index(),
    photoTag: () => p.oneToOne(PhotoTag).owner().unique().deleteRule('cascade'),
    descriptor: p.json().$type<number[]>(),
    /** The photo's date (its event date, else when it was added). */
    takenOn: p.date(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class FaceSample extends FaceSampleSchema.class {}
FaceSampleSchema.setClass(FaceSample);
