import { currentLanguage } from '../../lib/i18n';

const UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
] as const;

/**
 * A length of time in its largest whole unit, in the reader's language ("3 days", "5 horas"):
 * the browser's own words for units (Intl), so no catalogue needs them. Under a minute counts as one.
 */
export function formatDuration(seconds: number, language: string = currentLanguage()): string {
  const { unit, seconds: size } = UNITS.find((u) => seconds >= u.seconds) ?? UNITS[UNITS.length - 1];
  const amount = Math.max(1, Math.round(seconds / size));
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

/** How far the viewer is from this level's start to the next one, 0–100. */
export function levelPercent(rewards: { experience: number; levelStartsAt: number; nextLevelAt: number }): number {
  const span = rewards.nextLevelAt - rewards.levelStartsAt;
  if (span <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round(((rewards.experience - rewards.levelStartsAt) / span) * 100)));
}

/** A season's id (`2026-Q4`) as its year and quarter, or null for an id of another shape. */
export function seasonParts(id: string): { year: string; quarter: string } | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(id);
  return match ? { year: match[1], quarter: match[2] } : null;
}
