import { requestLanguage, t } from '../../../i18n.ts';

/** A size as people read it, in the language of the request: "512 bytes", "12 KB", "3.5 MB" (Spanish "3,5 MB"). */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024) return t('gedcom:size.bytes', { count: bytes });
  if (bytes < 1024 * 1024) return t('gedcom:size.kb', { size: Math.round(bytes / 1024) });
  const mb = bytes / 1024 / 1024;
  const size = mb < 10 ? Number(mb.toFixed(1)) : Math.round(mb);
  return t('gedcom:size.mb', { size: new Intl.NumberFormat(requestLanguage(), { maximumFractionDigits: 1, useGrouping: false }).format(size) });
}
