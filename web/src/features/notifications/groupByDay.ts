import dayjs from 'dayjs';
import { displayDateFormat } from '../../lib/dates';
import { i18n } from '../../lib/i18n';

export interface DayGroup<T> {
  /** 'Today', 'Yesterday', or the date like 'Nov 21, 2026', in the reader's language. */
  label: string;
  items: T[];
}

/** Notifications (newest first) under the day they came, in the viewer's own time zone. */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], now: Date = new Date()): DayGroup<T>[] {
  const today = dayjs(now).startOf('day');
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayjs(item.createdAt).startOf('day');
    const label = day.isSame(today)
      ? i18n.t('notifications:day.today')
      : day.isSame(today.subtract(1, 'day'))
        ? i18n.t('notifications:day.yesterday')
        : day.format(displayDateFormat());
    const last = groups[groups.length - 1];
    if (last?.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}
