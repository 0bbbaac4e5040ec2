import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Tree } from '../trees/tree.entity.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';

/**
 * A person's face descriptor in one tree: the recency-weighted mean of their confirmed samples
 * (face-math.ts), how consistent those are (`confidence`, 0–1) and how many photos made it.
 * Derived data: dropped by the database when one of its samples is added, changed, moved to another
 * person or goes (a trigger, see the migrations), never moved by a merge of two people, and made
 * again from the samples there when next needed.
 */
const FaceProfileSchema = defineEntity({
  name: 'FaceProfile',
  tableName: 'face_recognition_profiles',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    tree: () => p.manyToOne(Tree).deleteRule('cascade').index(),
    member: () => p.manyToOne(FamilyMember).deleteRule('cascade').unique(),
    faceEmbedding: p.json().$type<number[]>(),
    confidence: p.double(),
    trainingPhotos: p.integer(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class FaceProfile extends FaceProfileSchema.class {}
FaceProfileSchema.setClass(FaceProfile);
