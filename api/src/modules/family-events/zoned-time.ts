// Times in an event's own time zone, from the runtime's time zone data (Intl): the wall clock a
// calendar file writes, and the VTIMEZONE that tells calendar apps what that zone's clock does.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formats.set(zone, format);
  }
  return format;
}

/** The wall clock of `zone` at an instant, as a Date whose UTC fields are that wall clock. */
export function wallClock(at: Date | number, zone: string): Date {
  const parts = Object.fromEntries(formatOf(zone).formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
}

/** How many minutes `zone` is ahead of UTC at an instant. */
export const offsetMinutes = (at: number, zone: string) => Math.round((wallClock(at, zone).getTime() - Math.floor(at / 1000) * 1000) / 60_000);

/**
 * An instant that ical-generator writes as the wall clock of a time zone. It accepts dates shaped
 * like date-fns' TZDate (a Date with `internal`, `withTimeZone` and `tzComponents`) and writes their
 * local fields, which here are those of the zone whatever zone the server runs in.
 */
export class ZonedInstant extends Date {
  readonly timeZone: string;
  readonly internal: Date;
  constructor(at: Date | number, timeZone: string) {
    super(typeof at === 'number' ? at : at.getTime());
    this.timeZone = timeZone;
    this.internal = wallClock(this.getTime(), timeZone);
  }
  withTimeZone(zone?: string | null): ZonedInstant {
    return new ZonedInstant(this.getTime(), zone ?? 'UTC');
  }
  tzComponents() {
    return { year: this.getFullYear(), month: this.getMonth(), date: this.getDate(), hours: this.getHours(), minutes: this.getMinutes(), seconds: this.getSeconds() };
  }
  override getFullYear() { return this.internal.getUTCFullYear(); }
  override getMonth() { return this.internal.getUTCMonth(); }
  override getDate() { return this.internal.getUTCDate(); }
  override getHours() { return this.internal.getUTCHours(); }
  override getMinutes() { return this.internal.getUTCMinutes(); }
  override getSeconds() { return this.internal.getUTCSeconds(); }
}

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** The first minute after `from` (where the offset is `before`) at which the offset differs, before `to`. */
function changeBetween(zone: string, from: number, to: number, before: number): number {
  let [low, high] = [from, to];
  while (high - low > 60_000) {
    const mid = low + Math.floor((high - low) / 120_000) * 60_000;
    if (offsetMinutes(mid, zone) === before) low = mid;
    else high = mid;
  }
  return high;
}

/**
 * The VTIMEZONE of `zone` over the years from `first` to `last`: its offset when they begin and each
 * change of offset in them (found day by day, then to the minute).
 */
export function vtimezone(zone: string, first: Date, last: Date): string {
  const start = Date.UTC(first.getUTCFullYear() - 1, 11, 31);
  const end = Date.UTC(last.getUTCFullYear() + 1, 0, 2);
  const changes: { at: number; from: number; to: number }[] = [];
  let offset = offsetMinutes(start, zone);
  const initial = offset;
  for (let day = start + DAY; day <= end; day += DAY) {
    const next = offsetMinutes(day, zone);
    if (next === offset) continue;
    changes.push({ at: changeBetween(zone, day - DAY, day, offset), from: offset, to: next });
    offset = next;
  }
  const lowest = Math.min(initial, ...changes.map((c) => c.to));
  const observance = (at: number, from: number, to: number) => {
    const kind = to > lowest ? 'DAYLIGHT' : 'STANDARD';
    // An observance starts at the local time the clock showed just before it changed.
    return [`BEGIN:${kind}`, `DTSTART:${stamp(new Date(at + from * 60_000))}`, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, `END:${kind}`];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(start, initial, initial),
    ...changes.flatMap((c) => observance(c.at, c.from, c.to)),
    'END:VTIMEZONE',
  ].join('\r\n');
}
