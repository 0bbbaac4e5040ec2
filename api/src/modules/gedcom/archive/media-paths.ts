import { t } from '../../../i18n.ts';

/**
 * How media files are named in a GEDZIP archive. A GEDCOM 7.0 FILE value is a relative URL, so its
 * characters are percent-encoded; the ZIP entry holds the decoded path.
 */

/** The archive path a FILE value names, or null when it is not a path inside an archive (a URL with a scheme, absolute, `..`). */
export function archivePathOf(file: string): string | null {
  const trimmed = file.trim().replace(/\\/g, '/').replace(/^(\.\/)+/, '');
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  let path: string;
  try {
    path = decodeURIComponent(trimmed);
  } catch {
    // Older files write names as they are, a lone % included.
    path = trimmed;
  }
  return unsafePathReason(path) ? null : path;
}

/** The FILE value that names an archive path: each segment percent-encoded. */
export function fileValueOf(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * Why an entry name may not be opened, or null when it is a plain relative path: an absolute path
 * (`/x`, `C:/x`, `//host/x`) or one that climbs out (`..`) could be written outside a folder by
 * whoever unpacks the archive later, so the archive is refused rather than the entry skipped.
 */
export function unsafePathReason(name: string): string | null {
  const path = name.replace(/\\/g, '/');
  if (path.startsWith('/') || /^[a-z]:/i.test(path)) return t('gedcom:path.absolute');
  if (path.split('/').some((segment) => segment === '..')) return t('gedcom:path.outside');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(path)) return t('gedcom:path.control');
  return null;
}
