import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import { Circle } from '../circles/circle.entity.ts';
import { StoredFile } from '../files/stored-file.entity.ts';

export const MEMORY_KINDS = ['image', 'video'] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];

/** A photo or video shared in a circle: seen by the circle's members only. */
const MemorySchema = defineEntity({
  name: 'Memory',
  tableName: 'memories',
  properties: {
    ...baseProperties,
    title: p.string().length(200),
    description: p.text().nullable(),
    kind: p.string().length(10).$type<MemoryKind>(),
    eventDate: p.date().nullable(),
    circle: () => p.manyToOne(Circle).deleteRule('cascade'),
    uploadedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    file: () => p.oneToOne(StoredFile).owner().unique().deleteRule('cascade'),
  },
  // A circle's memories newest first; everyone's newest first (a page of all one's circles reads this
  // backwards and stops when it has enough).
  indexes: [
    { name: 'memories_circle_time_index', properties: ['circle', 'createdAt', 'id'] },
    { name: 'memories_time_index', properties: ['createdAt', 'id'] },
  ],
});

export class Memory extends MemorySchema.class {}
MemorySchema.setClass(Memory);
