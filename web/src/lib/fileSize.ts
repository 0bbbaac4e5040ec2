import { currentLanguage, i18n } from './i18n';

const KB = 1024;
const MB = 1024 * 1024;
const GB = 1024 * MB;

/** A number with `digits` decimals as the reader's language writes it ("3.2" / "3,2"), without grouping. */
function decimal(value: number, digits: number): string {
  return new Intl.NumberFormat(currentLanguage(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}

/**
 * A size as people read it: "68 KB" under a megabyte, "3.2 MB" under a gigabyte, else "1.4 GB"
 * (one decimal, written as the reader's language writes it). `scale` picks the unit, so both parts
 * of "1.0 MB of 4.0 MB" use the total's.
 */
export function formatFileSize(bytes: number, scale = bytes): string {
  if (scale < KB) return i18n.t('common:fileSize.bytes', { size: decimal(bytes, 0) });
  if (scale < MB) return i18n.t('common:fileSize.kb', { size: decimal(Math.round(bytes / KB), 0) });
  if (scale < GB) return i18n.t('common:fileSize.mb', { size: decimal(bytes / MB, 1) });
  return i18n.t('common:fileSize.gb', { size: decimal(bytes / GB, 1) });
}
