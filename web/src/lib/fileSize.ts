const KB = 1024;
const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * A size as people read it: "68 KB" under a megabyte, "3.2 MB" under a gigabyte, else "1.4 GB"
 * (one decimal). `scale` picks the unit, so both parts of "1.0 MB of 4.0 MB" use the total's.
 */
export function formatFileSize(bytes: number, scale = bytes): string {
  if (scale < KB) return `${bytes} bytes`;
  if (scale < MB) return `${Math.round(bytes / KB)} KB`;
  if (scale < GB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${(bytes / GB).toFixed(1)} GB`;
}
