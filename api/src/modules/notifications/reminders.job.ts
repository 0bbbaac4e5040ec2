import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind } from '../../generated/graphql.ts';
import { detailsHidden, isLiving } from '../../policies/living.ts';
import { TREE_PATH } from '../../../../shared/tree-address/index.ts';
import { fullName } from '../../../../shared/people/index.ts';
import { toGrant } from '../trees/index.ts';
import { anniversaryCandidates, birthdayCandidates, type CandidateGrant, type PersonFacts } from './reminder-candidates.ts';
import { dayLabel, upcomingDays, type UpcomingDay } from './upcoming-days.ts';
import type { Wording } from './notify.service.ts';
import { tIn, type Language } from '../../i18n.ts';
import { recipientLanguages } from '../../mail/recipient-language.ts';

/** The daily task that makes birthday and anniversary reminders. */
export const MAKE_REMINDERS = 'make_reminders';
/** Every morning (UTC). */
export const REMINDER_SCHEDULE = '0 5 * * *';
/** How far ahead a reminder comes: a week before the day, or later (down to the day itself) for someone added since. */
export const REMINDER_DAYS_AHEAD = 7;

interface Reminder {
  userId: string;
  kind: Extract<NotificationKind, 'upcoming_birthday' | 'upcoming_anniversary'>;
  objectId: string;
  /** Its sentence in the reader's language. */
  message: Wording;
  link: string;
}

/**
 * Tells users of the birthdays and anniversaries of living relatives in the coming week: only people
 * they see, whose dates their grant shows them (living privacy), never the person themself. Once per
 * person, kind and year; running again the same day (or on another server) adds nothing.
 */
export async function makeReminders(em: EntityManager, now = new Date()): Promise<number> {
  const days = upcomingDays(now, REMINDER_DAYS_AHEAD);
  const keys = [...days.keys()];
  const today = now.toISOString().slice(0, 10);
  const reminders = new Map<string, Reminder>();
  const add = (r: Reminder, sameOccasion: string) => {
    const key = `${r.userId} ${r.kind} ${sameOccasion}`;
    if (!reminders.has(key)) reminders.set(key, r);
  };

  for (const c of await birthdayCandidates(em, today, keys)) {
    const day = days.get(c.born.slice(5))!;
    const years = day.year - Number(c.born.slice(0, 4));
    if (years <= 0 || !shownTo(c.grant, [c.person], now)) continue;
    const name = fullName(c.person);
    const message: Wording = (language) => tIn(language, 'notifications:reminder.birthday', { name, count: years, when: when(language, now, day) });
    // A user standing in several trees (their profile's person in each) is one person: one reminder.
    add({ userId: c.grant.user_id, kind: 'upcoming_birthday', objectId: c.person.id, message, link: personLink(c.grant, c.person) }, c.person.linkedUserId ?? c.person.id);
  }

  for (const c of await anniversaryCandidates(em, today, keys)) {
    const day = days.get(c.since.slice(5))!;
    const years = day.year - Number(c.since.slice(0, 4));
    if (years <= 0 || !shownTo(c.grant, c.partners, now)) continue;
    // In the order of their names: the couple is kept in no particular order.
    const [a, b] = [...c.partners].sort((x, y) => fullName(x).localeCompare(fullName(y), 'en'));
    const names = { a: fullName(a), b: fullName(b) };
    const message: Wording = (language) =>
      c.partnerKind === 'partner'
        ? tIn(language, 'notifications:reminder.anniversary', { ...names, nth: ordinal(language, years), when: when(language, now, day) })
        : tIn(language, 'notifications:reminder.weddingAnniversary', { ...names, nth: ordinal(language, years), when: when(language, now, day) });
    add({ userId: c.grant.user_id, kind: 'upcoming_anniversary', objectId: c.relationshipId, message, link: personLink(c.grant, a) }, c.relationshipId);
  }

  return insertReminders(em, [...reminders.values()], now);
}

/** Living, and the tree shows their dates to this user (owners and editors, or trees showing living details). */
function shownTo(row: CandidateGrant, people: PersonFacts[], now: Date) {
  const grant = toGrant(row);
  return people.every((p) => isLiving(p, grant.livingYears, now) && !detailsHidden(grant, p, false));
}

const personLink = (grant: CandidateGrant, person: PersonFacts) =>
  `${TREE_PATH}?${new URLSearchParams({ tree: grant.tree_id, focus: person.id })}`;

/** "today", "tomorrow, Mar 5", "on Mar 5, in 3 days" (Spanish "el 5 de marzo, dentro de 3 días"). */
function when(language: Language, now: Date, day: UpcomingDay) {
  if (day.daysAway === 0) return tIn(language, 'notifications:reminder.today');
  if (day.daysAway === 1) return tIn(language, 'notifications:reminder.tomorrow', { day: dayLabel(now, day, language) });
  return tIn(language, 'notifications:reminder.inDays', { day: dayLabel(now, day, language), days: day.daysAway });
}

/** "25th" in English, "25.º" in Spanish. */
function ordinal(language: Language, n: number) {
  if (language === 'es') return `${n}.º`;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * One statement for all of them. Users who turned the kind off are skipped, as notifyUsers does;
 * the unique index keeps one per person, kind and year, and a reminder of the last weeks (made
 * late in December for early January) is not made again after New Year.
 */
async function insertReminders(em: EntityManager, reminders: Reminder[], now: Date): Promise<number> {
  if (!reminders.length) return 0;
  const languages = await recipientLanguages(em, reminders.map((r) => r.userId));
  const made = await em.execute<{ id: string }[]>(
    `insert into notifications (id, user_id, created_at, kind, actor_id, message, link, object_id)
     select gen_random_uuid(), r.user_id, ?::timestamptz, r.kind, null, left(r.message, 500), left(r.link, 300), r.object_id
     from json_to_recordset(?::json) as r(user_id uuid, kind text, object_id uuid, message text, link text)
     where not exists (select 1 from notification_settings s where s.user_id = r.user_id and r.kind = any(s.disabled_kinds))
       and not exists (select 1 from notifications o where o.user_id = r.user_id and o.kind = r.kind and o.object_id = r.object_id
         and o.created_at > ?::timestamptz - interval '30 days')
     on conflict do nothing
     returning id`,
    [now, JSON.stringify(reminders.map((r) => ({ user_id: r.userId, kind: r.kind, object_id: r.objectId, message: r.message(languages.get(r.userId) ?? 'en'), link: r.link }))), now],
  );
  return made.length;
}
