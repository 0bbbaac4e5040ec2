import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';

export type BackupState = 'queued' | 'running' | 'done' | 'failed';
export type BackupTrigger = 'manual' | 'scheduled';

/**
 * A backup the server made (on the administrator's request or on its schedule): the archive is in
 * storage under `storageKey` (below `backups/`) until retention removes it.
 */
const BackupRunSchema = defineEntity({
  name: 'BackupRun',
  tableName: 'backup_runs',
  properties: {
    ...baseProperties,
    state: p.string().length(20).$type<BackupState>(),
    trigger: p.string().length(20).$type<BackupTrigger>(),
    storageKey: p.string().length(300).nullable(),
    size: p.bigint('number').nullable(),
    files: p.integer().nullable(),
    error: p.text().nullable(),
    requestedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['createdAt'] }],
});

export class BackupRun extends BackupRunSchema.class {}
BackupRunSchema.setClass(BackupRun);
