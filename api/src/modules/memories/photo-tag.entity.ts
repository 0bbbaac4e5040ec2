import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';
import { Memory } from './memory.entity.ts';

/**
 * A person of a family tree tagged in a memory, with where they are on a photo (fractions of its
 * width and height) when that was marked. One tag per person and memory.
 */
const PhotoTagSchema = defineEntity({
  name: 'PhotoTag',
  tableName: 'photo_tags',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    memory: () => p.manyToOne(Memory).deleteRule('cascade'),
    member: () => p.manyToOne(FamilyMember).deleteRule('cascade').index(),
    boxX: p.double().nullable(),
    boxY: p.double().nullable(),
    boxWidth: p.double().nullable(),
    boxHeight: p.double().nullable(),
    taggedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    isVerified: p.boolean().default(false),
    /** How sure the face suggestion was (0–1) when an accepted suggestion made the tag; null for one drawn by hand. */
    confidence: p.double().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'photo_tags_memory_member_unique', properties: ['memory', 'member'] }],
});

export class PhotoTag extends PhotoTagSchema.class {}
PhotoTagSchema.setClass(PhotoTag);
