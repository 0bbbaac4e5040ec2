// Backups of a whole installation (database and files) and their restore: used by the backup and
// restore commands and the scheduled backup job.
export { writeBackup, type BackupProgress } from './write-backup.ts';
export { restoreBackup, RestoreRefused, type RestoreOptions } from './read-backup.ts';
export { BACKUPS_PREFIX, type BackupHeader, type BackupSummary } from './archive.ts';
export { backupTo, backupToFile, restoreFrom, restoreFromFile } from './installation.ts';
