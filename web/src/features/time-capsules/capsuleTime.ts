import { knownZoneOr } from '../../lib/zonedTime';

/** "4 December 2026, 10:30 (Europe/Madrid)": the moment as its creator chose it, in the reader's language. */
export function openingText(iso: string, zone: string, language: string): string {
  const locale = language === 'en' ? 'en-GB' : language;
  const at = new Date(iso);
  const format = (timeZone: string) =>
    `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(at)}, ${new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(at)}`;
  const shown = knownZoneOr(zone);
  return `${format(shown)} (${shown.replaceAll('_', ' ')})`;
}

/** How long until `iso` from `now`, in whole days, hours and minutes (never below zero). */
export function timeLeft(iso: string, now: number): { days: number; hours: number; minutes: number; seconds: number } {
  const ms = Math.max(0, new Date(iso).getTime() - now);
  const seconds = Math.floor(ms / 1000);
  return { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3_600), minutes: Math.floor((seconds % 3_600) / 60), seconds: seconds % 60 };
}
