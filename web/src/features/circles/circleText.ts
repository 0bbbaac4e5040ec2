import { formatNumber, i18n } from '../../lib/i18n';

/** "1 member", "4 members". */
export function memberCountText(count: number): string {
  return i18n.t('circles:count.members', { count, shown: formatNumber(count) });
}

/** "1 memory", "12 memories". */
export function memoryCountText(count: number): string {
  return i18n.t('circles:count.memories', { count, shown: formatNumber(count) });
}

/** A circle's own page. */
export function circlePath(id: string): string {
  return `/circles/${encodeURIComponent(id)}`;
}

export const CIRCLES_PATH = '/circles';
