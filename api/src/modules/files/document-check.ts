import { fileTypeFromBuffer } from 'file-type';
import { invalid, tooLarge } from '../../errors.ts';
import { t } from '../../i18n.ts';

/** The one document type kept: a PDF, told by its content, never by its name or declared type. */
export const DOCUMENT_TYPE = 'application/pdf';

/** How far from its end a whole PDF says it ends ("%%EOF", which writers may follow with a few bytes). */
const END_WINDOW = 1024;

/**
 * Checks an uploaded document: a PDF by its first bytes (file-type) that ends as a whole PDF does,
 * of at most `maxBytes`. Anything else is refused with a message for `field`, before anything of it
 * is kept. A PDF is never opened or run here: it is stored as sent and only ever served as a download.
 */
export async function checkDocument(bytes: Buffer, field: string, maxBytes: number): Promise<void> {
  const refuse = (message: string) => invalid(message, { [field]: message });
  if (bytes.length === 0) throw refuse(t('files:emptyDocument'));
  if (bytes.length > maxBytes) {
    const message = t('files:fileTooLarge', { megabytes: Math.round(maxBytes / 1024 / 1024) });
    throw tooLarge(message, { [field]: message });
  }
  if ((await fileTypeFromBuffer(bytes))?.mime !== DOCUMENT_TYPE) throw refuse(t('files:notAPdf'));
  if (!bytes.subarray(Math.max(0, bytes.length - END_WINDOW)).includes('%%EOF')) throw refuse(t('files:damagedDocument'));
}
