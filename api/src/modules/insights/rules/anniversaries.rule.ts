import { dayIn, dayNumber, isoOfDayNumber } from './day-arithmetic.ts';
import { eventIds, exactLifeEvents } from './exact-life-events.ts';
import type { AnniversaryInsight, OnThisDayInsight } from './insight.ts';
import { byText } from './tree-index.ts';
import type { TreeSnapshot } from './tree-snapshot.ts';

/** The anniversaries worth telling ahead. */
export const ROUND_YEARS = [25, 50, 75, 100, 150] as const;

/** How far ahead to look, in days after today (today itself is "on this day"). */
export interface AnniversaryOptions {
  withinDays?: number;
}

const parts = (iso: string) => [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];

/** Whether a day's month and day is one of `monthDays` (MM-DD), 29 February counting as the 28th too. */
const onMonthDay = (monthDays: ReadonlySet<string>) => (day: string) =>
  monthDays.has(day.slice(5)) || (day.endsWith('-02-29') && monthDays.has('02-28'));

/**
 * Round anniversaries (25, 50, 75, 100, 150 years) of a birth, a wedding or a death known to the
 * day (exactLifeEvents) that fall in the next `withinDays` days (30 unless said; from tomorrow: an
 * anniversary today is told by onThisDay). An event of 29 February is kept on the 28th in other
 * years. `date` is the anniversary's ISO day, `year` the event's year. The nearest first, then by
 * key. Key: `anniversary:<event>:<ids>:<years>`.
 */
export function upcomingAnniversaries(snapshot: TreeSnapshot, options: AnniversaryOptions = {}): AnniversaryInsight[] {
  const withinDays = options.withinDays ?? 30;
  const today = dayNumber(snapshot.today);
  const ahead = new Set<string>();
  for (let day = 1; day <= Math.min(withinDays, 366); day++) ahead.add(isoOfDayNumber(today + day).slice(5));
  const insights: AnniversaryInsight[] = [];
  for (const event of exactLifeEvents(snapshot, onMonthDay(ahead))) {
    const [year, month, day] = parts(event.day);
    for (const years of ROUND_YEARS) {
      const date = dayIn(year + years, month, day);
      const daysAway = dayNumber(date) - today;
      if (daysAway < 1 || daysAway > withinDays) continue;
      insights.push({
        type: 'anniversary',
        key: `anniversary:${event.event}:${eventIds(event)}:${years}`,
        people: event.people,
        dataPoints: event.dataPoints,
        action: 'open-person',
        params: { event: event.event, years, year, date, daysAway, stillLiving: event.stillLiving },
      });
    }
  }
  return insights.sort((a, b) => a.params.daysAway - b.params.daysAway || byText(a.key, b.key));
}

/**
 * Births, weddings and deaths known to the day that happened on today's month and day in an
 * earlier year (29 February counted on the 28th in other years): `years` ago, `round` when that is
 * one of ROUND_YEARS. The longest ago first, then by key. Key: `on-this-day:<event>:<ids>:<today's year>`.
 */
export function onThisDay(snapshot: TreeSnapshot): OnThisDayInsight[] {
  const [thisYear] = parts(snapshot.today);
  const insights: OnThisDayInsight[] = [];
  for (const event of exactLifeEvents(snapshot, onMonthDay(new Set([snapshot.today.slice(5)])))) {
    const [year, month, day] = parts(event.day);
    if (year >= thisYear || dayIn(thisYear, month, day) !== snapshot.today) continue;
    const years = thisYear - year;
    insights.push({
      type: 'on-this-day',
      key: `on-this-day:${event.event}:${eventIds(event)}:${thisYear}`,
      people: event.people,
      dataPoints: event.dataPoints,
      action: 'open-person',
      params: { event: event.event, years, year, round: (ROUND_YEARS as readonly number[]).includes(years), stillLiving: event.stillLiving },
    });
  }
  return insights.sort((a, b) => a.params.year - b.params.year || byText(a.key, b.key));
}
