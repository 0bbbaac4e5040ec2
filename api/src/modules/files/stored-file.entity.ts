import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';

export const FILE_PURPOSES = ['avatar', 'member-photo'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** A file kept in the upload folder; its row decides who may read it. */
const StoredFileSchema = defineEntity({
  name: 'StoredFile',
  tableName: 'stored_files',
  properties: {
    ...baseProperties,
    /** Path below the upload folder, also the URL path below /uploads/. */
    key: p.string().length(200).unique(),
    owner: () => p.manyToOne(User).deleteRule('cascade').index(),
    purpose: p.string().length(20).$type<FilePurpose>(),
    mimeType: p.string().length(100),
    size: p.integer(),
  },
});

export class StoredFile extends StoredFileSchema.class {}
StoredFileSchema.setClass(StoredFile);
