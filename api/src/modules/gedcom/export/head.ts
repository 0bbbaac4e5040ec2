import { dateFromIso } from '../../../../../shared/dates/index.ts';
import type { GedcomRecord } from '../reader/index.ts';
import { fileValueOf } from '../archive/media-paths.ts';
import type { GedcomVersion } from './lines.ts';
import { node } from './structures.ts';

/**
 * A fresh header: Kinfolk wrote the file, today, in this version. 5.5.1 names the submitter (it
 * requires one) and says the file is UTF-8; 7.0 files are UTF-8 by definition.
 */
export function headRecord(version: GedcomVersion, submitter: string | null, today = new Date()): GedcomRecord {
  const gedc = version === '7.0' ? node('GEDC', '', [node('VERS', '7.0')]) : node('GEDC', '', [node('VERS', '5.5.1'), node('FORM', 'LINEAGE-LINKED')]);
  const children = [
    ...(version === '7.0' ? [gedc] : []),
    node('SOUR', 'Kinfolk', [node('NAME', 'Kinfolk')]),
    node('DATE', dateFromIso(today.toISOString().slice(0, 10)).value),
    ...(submitter ? [node('SUBM', submitter)] : []),
    ...(version === '5.5.1' ? [gedc, node('CHAR', 'UTF-8')] : []),
  ];
  return { tag: 'HEAD', xref: null, value: '', line: 0, children };
}

export const submitterRecord = (xref: string, name: string): GedcomRecord => ({ tag: 'SUBM', xref, value: '', line: 0, children: [node('NAME', name)] });

const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp', tif: 'image/tiff', tiff: 'image/tiff', avif: 'image/avif', heic: 'image/heic',
};

/** A person's photo as a multimedia record: the file's path in the archive and its format. */
export function mediaRecord(xref: string, path: string, version: GedcomVersion): GedcomRecord {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1].toLowerCase() ?? '';
  const form = version === '7.0' ? (MEDIA_TYPES[extension] ?? 'application/octet-stream') : extension === 'jpeg' ? 'jpg' : extension || 'jpg';
  return { tag: 'OBJE', xref, value: '', line: 0, children: [node('FILE', version === '7.0' ? fileValueOf(path) : path, [node('FORM', form)])] };
}
