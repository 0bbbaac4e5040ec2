import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';

export const FILE_PURPOSES = ['avatar', 'member-photo', 'memory', 'derivative', 'moment', 'achievement-photo', 'time-capsule', 'voice-message', 'heirloom-photo', 'heirloom-document'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/**
 * Where a file is in its life: being written (its row comes first, so no stored object is ever
 * without a row), ready, or being removed (the row goes after the object). Rows left "uploading"
 * or "deleting" by a crash are finished off by the clean-up job.
 */
export const FILE_STATUSES = ['uploading', 'ready', 'deleting'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** What a derived file is: a picture 400 or 1,600 px wide, or a video's poster. */
export const FILE_VARIANTS = ['w400', 'w1600', 'poster'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];

/** A file in storage; its row decides who may read it. */
const StoredFileSchema = defineEntity({
  name: 'StoredFile',
  tableName: 'stored_files',
  properties: {
    ...baseProperties,
    /** The object's key in storage, also the URL path below /uploads/. */
    key: p.string().length(200).unique(),
    /** Who uploaded it; null once they deleted their account (a person's photo stays with the person). */
    owner: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    purpose: p.string().length(20).$type<FilePurpose>(),
    status: p.string().length(10).$type<FileStatus>().default('ready'),
    mimeType: p.string().length(100),
    size: p.bigint('number').default(0),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    durationSeconds: p.double().nullable(),
    /** An audio file's waveform, measured on upload: at most 800 bars, each 0..1, so a player draws it before the file loads. */
    peaks: p.json<number[]>().nullable(),
    /** The file a derived one was made from; derived files go with it. */
    parent: () => p.manyToOne(StoredFile).nullable().deleteRule('cascade').index(),
    variant: p.string().length(10).$type<FileVariant>().nullable(),
  },
  indexes: [{ name: 'stored_files_status_updated_index', properties: ['status', 'updatedAt'] }],
});

export class StoredFile extends StoredFileSchema.class {}
StoredFileSchema.setClass(StoredFile);
