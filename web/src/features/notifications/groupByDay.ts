import dayjs from 'dayjs';
import { displayDateFormat } from '../../lib/dates';

export interface DayGroup<T> {
  /** 'Today', 'Yesterday', or the date like 'Nov 21, 2026'. */
  label: string;
  items: T[];
}

/** Notifications (newest first) under the day they came, in the viewer's own time zone. */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], now: Date = new Date()): DayGroup<T>[] {
  const today = dayjs(now).startOf('day');
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayjs(item.createdAt).startOf('day');
    const label = day.isSame(today) ? 'Today' : day.isSame(today.subtract(1, 'day')) ? 'Yesterday' : day.format(displayDateFormat());
    const last = groups[groups.length - 1];
    if (last?.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}
