import type { ChallengeRule } from './challenge-texts.ts';
import type { FactRow } from './challenge-facts.ts';
import type { OffPeriod } from './challenge.entity.ts';

// The arithmetic of challenges, free of the database: how far a rule's facts go, levels from
// experience, streaks from days, seasons from dates. Days are UTC days.

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/** Whether an instant falls in one of the times a challenge was switched off (one still off has no end). */
const whileOff = (at: Date, offPeriods: readonly OffPeriod[]) => offPeriods.some((o) => at >= new Date(o.from) && (o.to === null || at < new Date(o.to)));

/**
 * What a rule's facts add up to between joining and the deadline, leaving out what was done while
 * the challenge was switched off: a capped count, or the longest run of days.
 */
export function measureRule(rule: ChallengeRule, facts: readonly FactRow[], startedAt: Date, deadline: Date | null, offPeriods: readonly OffPeriod[] = []): number {
  const counted = facts.filter(
    (f) => f.fact === rule.fact && f.dated === rule.withBirthDate && f.at >= startedAt && (!deadline || f.at <= deadline) && !whileOff(f.at, offPeriods),
  );
  const perDay = new Map<number, number>();
  for (const f of counted) perDay.set(dayOf(f.at), (perDay.get(dayOf(f.at)) ?? 0) + 1);
  if (rule.measure === 'streak') return longestRun([...perDay.keys()]);
  let total = 0;
  for (const n of perDay.values()) total += rule.perDay ? Math.min(n, rule.perDay) : n;
  return total;
}

/** 0–100, whole. */
export const percentOf = (count: number, target: number) => Math.max(0, Math.min(100, Math.floor((count * 100) / Math.max(1, target))));

/** The longest run of consecutive days among these. */
function longestRun(days: number[]): number {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && sorted[i] === sorted[i - 1] + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The current run (ending today or yesterday) and the longest run of days with a contribution. */
export function streaksOf(days: readonly Date[], today = new Date()): { current: number; longest: number; last: Date | null } {
  const set = new Set(days.map(dayOf));
  const sorted = [...set].sort((a, b) => a - b);
  const last = sorted.length ? sorted[sorted.length - 1] : null;
  let current = 0;
  if (last !== null && last >= dayOf(today) - 1) {
    for (let d = last; set.has(d); d--) current++;
  }
  return { current, longest: longestRun(sorted), last: last === null ? null : new Date(last * DAY_MS) };
}

/** Level n needs 100·(n−1)² experience: level 1 at 0, 2 at 100, 3 at 400, 4 at 900. */
export function levelOf(experience: number): { level: number; startsAt: number; nextAt: number } {
  const level = Math.floor(Math.sqrt(Math.max(0, experience) / 100)) + 1;
  return { level, startsAt: 100 * (level - 1) ** 2, nextAt: 100 * level ** 2 };
}

/** A season is a calendar quarter: `2026-Q4`. */
export const seasonOf = (at: Date) => `${at.getUTCFullYear()}-Q${Math.floor(at.getUTCMonth() / 3) + 1}`;

/** A season's first and last day, or null when the id is not a season. */
export function seasonRange(id: string): { startsOn: string; endsOn: string } | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(id);
  if (!match) return null;
  const year = Number(match[1]);
  const quarter = Number(match[2]) - 1;
  if (year < 2000 || year > 9999) return null;
  const start = new Date(Date.UTC(year, quarter * 3, 1));
  const end = new Date(Date.UTC(year, quarter * 3 + 3, 0));
  return { startsOn: start.toISOString().slice(0, 10), endsOn: end.toISOString().slice(0, 10) };
}
