import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Tree } from '../trees/tree.entity.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';
import { Memory } from '../memories/memory.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * "This face is not that person": a suggestion turned down for a face box on a photo, so that it is
 * not made again for that face (a box that overlaps this one by more than half) to whoever turned
 * it down; everyone else may still be asked. Goes with that user, the photo and the person.
 */
const FaceRejectionSchema = defineEntity({
  name: 'FaceRejection',
  tableName: 'face_rejections',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    tree: () => p.manyToOne(Tree).deleteRule('cascade').index(),
    memory: () => p.manyToOne(Memory).deleteRule('cascade'),
    member: () => p.manyToOne(FamilyMember).deleteRule('cascade').index(),
    boxX: p.double(),
    boxY: p.double(),
    boxWidth: p.double(),
    boxHeight: p.double(),
    rejectedBy: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ name: 'face_rejections_memory_index', properties: ['memory', 'member'] }],
});

export class FaceRejection extends FaceRejectionSchema.class {}
FaceRejectionSchema.setClass(FaceRejection);
