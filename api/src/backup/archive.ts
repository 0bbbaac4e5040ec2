/** What a backup archive holds (a tar file): its entries' names and the two JSON entries around the data. */
export const FORMAT = 1;
export const HEADER = 'kinfolk-backup.json';
export const FOOTER = 'kinfolk-backup-end.json';
export const TABLE_PREFIX = 'database/';
export const FILE_PREFIX = 'files/';
/** Storage keys below this prefix are backups themselves, never put into another backup. */
export const BACKUPS_PREFIX = 'backups/';

export interface BackupHeader {
  format: number;
  createdAt: string;
  /** The app's migrations the database had: a restore needs an app that knows them all. */
  migrations: string[];
  tables: { name: string; columns: string[] }[];
  sequences: { name: string; lastValue: string | null }[];
}

export interface BackupSummary {
  /** Rows of each table. */
  rows: Record<string, number>;
  files: number;
  fileBytes: number;
}

/** The entry of table number `index` (the load order) in the archive. */
export const tableEntryName = (index: number, table: string) => `${TABLE_PREFIX}${String(index).padStart(3, '0')}-${table}.tsv.gz`;
