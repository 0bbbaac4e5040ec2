import type { SearchResult } from '../../generated/graphql.ts';
import { requestLanguage, t, tKey } from '../../i18n.ts';
import type { AchievementType } from '../achievements/index.ts';
import type { HeirloomType } from '../heirlooms/index.ts';
import { TREE_PATH } from '../../../../shared/tree-address/index.ts';
import { presentPersonSummary, type PersonSummary } from '../family/index.ts';
import { fileUrl } from '../files/index.ts';
import type { TreeGrant } from '../trees/index.ts';
import type { PersonMatchRow } from './people-search.repository.ts';
import type { MemoryMatchRow } from './memory-search.repository.ts';
import type { StoryMatchRow } from './story-search.repository.ts';
import type { MomentAnswerMatchRow } from './moment-search.repository.ts';
import type { EventMatchRow } from './event-search.repository.ts';
import type { AchievementMatchRow } from './achievement-search.repository.ts';
import { formatDate } from '../../../../shared/dates/index.ts';
import type { CapsuleMatchRow } from './capsule-search.repository.ts';
import type { VoiceMatchRow } from './voice-search.repository.ts';
import type { HeirloomMatchRow } from './heirloom-search.repository.ts';

/** The locale dates are written in: the reader's language (English as in the United States, as the app writes it). */
const dateLocale = () => (requestLanguage() === 'en' ? 'en-US' : requestLanguage());

/** A day as the app shows dates: "Jun 1, 1990" ("1 jun 1990" in Spanish). */
export const shortDay = (isoDay: string) =>
  new Intl.DateTimeFormat(dateLocale(), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null;

/** The tree screen focused on a person (shared/tree-address). */
const personLink = (treeId: string, memberId: string) => `${TREE_PATH}?${new URLSearchParams({ tree: treeId, focus: memberId })}`;

/**
 * A person found, with their life dates as the viewer may see them; the tree's name too when the
 * viewer sees several trees, since the same names recur from tree to tree.
 */
export function personResult(row: PersonMatchRow, grant: TreeGrant, viewerId: string, severalTrees: boolean): SearchResult {
  const summary: PersonSummary = presentPersonSummary(
    {
      firstName: row.first_name,
      lastName: row.last_name,
      birthDate: row.birth_date,
      birthLatest: row.birth_latest,
      deathDate: row.death_date,
      isAlive: row.is_alive,
      linkedUserId: row.linked_user_id,
      linkConfirmed: row.link_confirmed,
      profilePicture: row.profile_picture,
    },
    grant,
    viewerId,
  );
  return {
    kind: 'person',
    id: row.id,
    title: summary.name,
    subtitle: line(summary.lifeSpan, severalTrees ? grant.treeName : null),
    imageUrl: summary.pictureUrl,
    link: personLink(row.tree_id, row.id),
  };
}

/** A memory found, with its circle and date, and its thumbnail once it is made. */
export const memoryResult = (row: MemoryMatchRow): SearchResult => ({
  kind: 'memory',
  id: row.id,
  title: row.title,
  subtitle: line(row.circle_name, row.event_date ? shortDay(row.event_date) : null),
  imageUrl: fileUrl(row.thumbnail_key),
  link: `/memories?${new URLSearchParams({ memory: row.id })}`,
});

/** A story found, with who wrote it and when it happened. */
export const storyResult = (row: StoryMatchRow, authorName: string | null): SearchResult => ({
  kind: 'story',
  id: row.id,
  title: row.title,
  subtitle: line(authorName ? t('search:byAuthor', { name: authorName }) : null, row.event_date ? shortDay(row.event_date) : null),
  imageUrl: null,
  link: `/stories#${row.id}`,
});

/** When an event starts, in its own time zone: "Jul 4, 2027, 3:00 PM", or the day alone for a whole-day event. */
function eventStart(row: EventMatchRow): string {
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', ...(row.all_day ? {} : { hour: 'numeric', minute: '2-digit' }) };
  const locale = dateLocale();
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: row.time_zone }).format(new Date(row.starts_at));
  } catch {
    // A time zone this server's runtime does not know: the time in UTC, said so.
    return `${new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(row.starts_at))}${row.all_day ? '' : ' UTC'}`;
  }
}

/** A family event found, with when and where it takes place. */
export const eventResult = (row: EventMatchRow): SearchResult => ({
  kind: 'event',
  id: row.id,
  title: row.title,
  subtitle: line(row.cancelled ? t('search:cancelled') : null, eventStart(row), row.location),
  imageUrl: null,
  link: `/events/${row.id}`,
});

/** An opened time capsule found, with who made it and when it opened. */
export const capsuleResult = (row: CapsuleMatchRow, creatorName: string | null): SearchResult => ({
  kind: 'time_capsule',
  id: row.id,
  title: row.title,
  subtitle: line(creatorName ? t('time-capsules:search.from', { name: creatorName }) : null, shortDay(new Date(row.opened_at).toISOString().slice(0, 10))),
  imageUrl: null,
  link: `/time-capsules#${row.id}`,
});

/** The words for an achievement's kind. */
const ACHIEVEMENT_TYPE_TEXT: Record<AchievementType, string> = {
  graduation: tKey('achievements:type.graduation'),
  award: tKey('achievements:type.award'),
  sport: tKey('achievements:type.sport'),
  career: tKey('achievements:type.career'),
  service: tKey('achievements:type.service'),
  milestone: tKey('achievements:type.milestone'),
};

/** An achievement found, with whose it is, its kind and its date as genealogists write it. */
export const achievementResult = (row: AchievementMatchRow): SearchResult => ({
  kind: 'achievement',
  id: row.id,
  title: row.title,
  subtitle: line(`${row.first_name} ${row.last_name}`.trim(), t(ACHIEVEMENT_TYPE_TEXT[row.achievement_type]), row.date ? formatDate(row.date, requestLanguage()) : null),
  imageUrl: null,
  link: `/achievements#${row.id}`,
});

/** An answer to a daily prompt found: its first words, who gave it, the day and the family. */
export const momentAnswerResult = (row: MomentAnswerMatchRow, authorName: string | null): SearchResult => ({
  kind: 'moment_answer',
  id: row.id,
  title: row.response.length > 80 ? `${[...row.response].slice(0, 79).join('').trimEnd()}…` : row.response,
  subtitle: line(authorName ? t('search:byAuthor', { name: authorName }) : null, shortDay(row.day), row.tree_name),
  imageUrl: null,
  link: `/daily-prompts?${new URLSearchParams({ tree: row.tree_id })}#${row.id}`,
});

/** A voice message found, with who sent it and when. */
export const voiceMessageResult = (row: VoiceMatchRow, senderName: string | null): SearchResult => ({
  kind: 'voice_message',
  id: row.id,
  title: row.title,
  subtitle: line(senderName ? t('voice-messages:search.from', { name: senderName }) : null, shortDay(new Date(row.created_at).toISOString().slice(0, 10))),
  imageUrl: null,
  link: `/voice-messages#${row.id}`,
});

/** The words for an heirloom's kind. */
const HEIRLOOM_TYPE_TEXT: Record<HeirloomType, string> = {
  jewellery: tKey('heirlooms:type.jewellery'),
  furniture: tKey('heirlooms:type.furniture'),
  document: tKey('heirlooms:type.document'),
  photograph: tKey('heirlooms:type.photograph'),
  tool: tKey('heirlooms:type.tool'),
  textile: tKey('heirlooms:type.textile'),
  recipe: tKey('heirlooms:type.recipe'),
  other: tKey('heirlooms:type.other'),
};

/** An heirloom found, with its kind and who has it now (never what it is worth). */
export const heirloomResult = (row: HeirloomMatchRow): SearchResult => ({
  kind: 'heirloom',
  id: row.id,
  title: row.name,
  subtitle: line(t(HEIRLOOM_TYPE_TEXT[row.asset_type]), row.owner_first !== null ? t('heirlooms:search.heldBy', { name: `${row.owner_first} ${row.owner_last ?? ''}`.trim() }) : null),
  imageUrl: null,
  link: `/heirlooms/${row.id}`,
});
