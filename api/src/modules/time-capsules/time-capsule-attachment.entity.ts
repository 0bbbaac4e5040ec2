import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { StoredFile } from '../files/stored-file.entity.ts';
import { TimeCapsule } from './time-capsule.entity.ts';

export const ATTACHMENT_KINDS = ['image', 'video', 'audio'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** A photo, video or voice recording put in a capsule; its file is read only when its content is. */
const TimeCapsuleAttachmentSchema = defineEntity({
  name: 'TimeCapsuleAttachment',
  tableName: 'time_capsule_attachments',
  properties: {
    ...baseProperties,
    capsule: () => p.manyToOne(TimeCapsule).deleteRule('cascade').index(),
    file: () => p.oneToOne(StoredFile).owner().unique().deleteRule('cascade'),
    kind: p.string().length(10).$type<AttachmentKind>(),
  },
});

export class TimeCapsuleAttachment extends TimeCapsuleAttachmentSchema.class {}
TimeCapsuleAttachmentSchema.setClass(TimeCapsuleAttachment);
