/** A day of the coming week, as reminders speak of it. */
export interface UpcomingDay {
  /** Its year, for ages and anniversaries. */
  year: number;
  /** 0 today, 1 tomorrow … */
  daysAway: number;
  /** Like "Mar 5". */
  label: string;
}

const label = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Today (UTC) and the `ahead` days after it, by month and day (`MM-DD`). Where February has no 29th,
 * those born on the 29th are remembered on the 28th.
 */
export function upcomingDays(now: Date, ahead: number): Map<string, UpcomingDay> {
  const days = new Map<string, UpcomingDay>();
  for (let daysAway = 0; daysAway <= ahead; daysAway++) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysAway));
    const day: UpcomingDay = { year: date.getUTCFullYear(), daysAway, label: label.format(date) };
    const key = date.toISOString().slice(5, 10);
    days.set(key, day);
    if (key === '02-28' && !isLeapYear(day.year)) days.set('02-29', day);
  }
  return days;
}

/**
 * How a reminder names the day in a language: the English `label` ("Mar 5"), or the day in that
 * language ("5 de marzo"). `now` is the moment `upcomingDays` counted from.
 */
export function dayLabel(now: Date, day: UpcomingDay, language: string): string {
  if (language === 'en') return day.label;
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day.daysAway));
  return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
