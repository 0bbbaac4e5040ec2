import { exactIso, type GenealogyDate } from '../../../../../shared/dates/index.ts';
import type { DataPoint, LifeEvent } from './insight.ts';
import { livingByRule } from './living-rule.ts';
import { marriagePoint, pointsOf } from './data-points.ts';
import { byText, indexTree } from './tree-index.ts';
import type { TreeSnapshot } from './tree-snapshot.ts';

/** A birth, marriage or death known to the day. */
export interface ExactLifeEvent {
  event: LifeEvent;
  /** The person, or the two partners in text order. */
  people: string[];
  /** The ISO (Gregorian) day it happened. */
  day: string;
  /** The person, or both partners, living today (see living-rule.ts); false for a death. */
  stillLiving: boolean;
  dataPoints: DataPoint[];
}

/**
 * The one Gregorian day of a plain date known to the day (12 MAR 1850, and dates of other
 * calendars, placed on their Gregorian day: a Julian 12 MAR 1700 is 23 March 1700); null for an
 * approximate, bounded or range date (ABT, BEF, BET …), a date without its day, or a phrase.
 */
export const exactDay = (date: GenealogyDate | null): string | null => (date?.kind === 'date' ? exactIso(date) : null);

/**
 * The births, deaths and marriages of a tree known to the day whose day passes `onDay` (a cheap
 * first look, so that only those are worked out): partnerships of married couples (or of a kind not
 * said); divorced, separated and unmarried partners have no wedding anniversary.
 */
export function exactLifeEvents(snapshot: TreeSnapshot, onDay: (day: string) => boolean): ExactLifeEvent[] {
  const tree = indexTree(snapshot);
  const events: ExactLifeEvent[] = [];
  const on = (date: GenealogyDate | null) => {
    const day = exactDay(date);
    return day && onDay(day) ? day : null;
  };
  for (const person of snapshot.people) {
    const born = on(person.birth);
    if (born) events.push({ event: 'birth', people: [person.id], day: born, stillLiving: livingByRule(person, snapshot.today), dataPoints: pointsOf(person, 'birth') });
    const died = on(person.death);
    if (died) events.push({ event: 'death', people: [person.id], day: died, stillLiving: false, dataPoints: pointsOf(person, 'death') });
  }
  for (const link of snapshot.partners) {
    if (link.kind !== null && link.kind !== 'married') continue;
    const married = on(link.marriage);
    if (!married) continue;
    const a = tree.person.get(link.personA);
    const b = tree.person.get(link.personB);
    if (!a || !b || a === b) continue;
    events.push({
      event: 'marriage',
      people: [a.id, b.id].sort(byText),
      day: married,
      stillLiving: livingByRule(a, snapshot.today) && livingByRule(b, snapshot.today),
      dataPoints: marriagePoint(a.id, link.marriage),
    });
  }
  return events;
}

/** The ids an event's key is made of: the person, or the two partners in text order. */
export const eventIds = (event: ExactLifeEvent): string => event.people.join(':');
