import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';
import { TimeCapsule } from './time-capsule.entity.ts';

/**
 * Someone a capsule is for (spec: recipientIds). Chosen relatives are kept from the draft on; a
 * circle's members are written at the sealing; a tree's readers at the opening.
 */
const TimeCapsuleRecipientSchema = defineEntity({
  name: 'TimeCapsuleRecipient',
  tableName: 'time_capsule_recipients',
  properties: {
    capsule: () => p.manyToOne(TimeCapsule).primary().deleteRule('cascade'),
    user: () => p.manyToOne(User).primary().deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class TimeCapsuleRecipient extends TimeCapsuleRecipientSchema.class {}
TimeCapsuleRecipientSchema.setClass(TimeCapsuleRecipient);
