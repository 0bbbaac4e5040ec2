import { defineEntity, p } from '@mikro-orm/postgresql';
import { Memory } from '../memories/memory.entity.ts';
import { FamilyEvent } from './family-event.entity.ts';

/** A memory of the organizer's shown with an event, in the order they chose. */
const FamilyEventPhotoSchema = defineEntity({
  name: 'FamilyEventPhoto',
  tableName: 'family_event_photos',
  properties: {
    event: () => p.manyToOne(FamilyEvent).primary().deleteRule('cascade'),
    memory: () => p.manyToOne(Memory).primary().deleteRule('cascade'),
    position: p.integer().default(0),
  },
});

export class FamilyEventPhoto extends FamilyEventPhotoSchema.class {}
FamilyEventPhotoSchema.setClass(FamilyEventPhoto);
