import type { TimelineEntry, TimelineEntryType, TimelinePerson, TimelinePhoto } from '../../generated/graphql.ts';
import { dateFromIso, formatDate } from '../../../../shared/dates/index.ts';
import { t, tKey } from '../../i18n.ts';
import { TREE_PATH } from '../../../../shared/tree-address/index.ts';
import { datesShown, fullName } from '../family/index.ts';
import { fileUrl } from '../files/index.ts';
import type { TreeGrant } from '../trees/index.ts';
import type { AchievementJson, CapsuleJson, EventJson, HeirloomJson, MemoryJson, PassingJson, PersonJson, PhotoJson, StoryJson, TaggedPerson, VoiceStoryJson } from './timeline-details.sql.ts';
import type { EntryRow } from './timeline.repository.ts';

/** Who reads the page: the viewer and their grants by tree (which decide whose dates they may read). */
export interface Reader {
  viewerId: string;
  grants: Map<string, TreeGrant>;
}

/** How long a story's text is on its entry. */
const EXCERPT = 280;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);
const dayText = (day: string) => formatDate(dateFromIso(day));
const personOf = (p: { id: string; treeId: string; firstName: string; lastName: string }): TimelinePerson => ({ id: p.id, treeId: p.treeId, name: fullName(p) });
const people = (tags: TaggedPerson[]) => tags.map(personOf);
const photosOf = (photos: PhotoJson[]): TimelinePhoto[] => photos.map((p) => ({ memoryId: p.memoryId, title: p.title, thumbnailUrl: fileUrl(p.thumbnail) }));

/** The tree screen focused on a person. */
export const personLink = (person: { id: string; treeId: string }) => `${TREE_PATH}?tree=${person.treeId}&focus=${person.id}`;

const STORY_TYPES: Record<string, TimelineEntryType> = { memory: 'memory', milestone: 'milestone', tradition: 'tradition', achievement: 'achievement' };
const EVENT_TYPES: Record<string, TimelineEntryType> = { graduation: 'graduation', reunion: 'reunion' };
const MARRIED = ['married', 'divorced', 'separated'];

/** A person whose dates the viewer may read (the family module's living-privacy rule); null otherwise. */
const dated = (r: Reader, person: PersonJson | null | undefined): PersonJson | null =>
  person && datesShown(r.grants.get(person.treeId) ?? null, person, r.viewerId) ? person : null;

type Entry = Omit<TimelineEntry, 'id' | 'date'>;

function lifeEntry(row: EntryRow, r: Reader): Entry | null {
  const person = dated(r, row.details as PersonJson | null);
  if (!person) return null;
  const born = row.source === 'birth';
  const place = born ? person.birthPlace : person.deathPlace;
  const name = fullName(person);
  return {
    type: born ? 'birth' : 'death',
    dateText: formatDate(born ? person.birthDate : person.deathDate) || dayText(row.day),
    title: born ? t('timeline:born', { name }) : t('timeline:died', { name }),
    description: place ? (born ? t('timeline:bornIn', { place }) : t('timeline:diedIn', { place })) : null,
    photos: [],
    photoCount: 0,
    involvedMembers: [personOf(person)],
    link: personLink(person),
  };
}

function marriageEntry(row: EntryRow, r: Reader): Entry | null {
  const [one, other] = ((row.details as [PersonJson | null, PersonJson | null] | null) ?? [null, null]).map((p) => dated(r, p));
  if (!one || !other) return null;
  const pair = [personOf(one), personOf(other)];
  const names = { one: pair[0].name, other: pair[1].name };
  const title = MARRIED.includes(row.sub ?? '') ? t('timeline:married', names) : t('timeline:partners', names);
  return { type: 'marriage', dateText: dayText(row.day), title, description: null, photos: [], photoCount: 0, involvedMembers: pair, link: personLink(pair[0]) };
}

function memoryEntry(row: EntryRow): Entry | null {
  const memory = row.details as MemoryJson | null;
  if (!memory) return null;
  return {
    type: 'memory',
    dateText: dayText(row.day),
    title: memory.title,
    description: memory.description,
    photos: photosOf([{ memoryId: memory.id, title: memory.title, thumbnail: memory.thumbnail }]),
    photoCount: 1,
    involvedMembers: people(memory.people),
    link: `/memories?memory=${memory.id}`,
  };
}

function storyEntry(row: EntryRow): Entry | null {
  const story = row.details as StoryJson | null;
  if (!story) return null;
  const type = STORY_TYPES[row.sub ?? ''] ?? 'memory';
  return { type, dateText: dayText(row.day), title: story.title, description: excerpt(story.content), photos: photosOf(story.photos), photoCount: story.photoCount, involvedMembers: people(story.people), link: `/stories#${story.id}` };
}

function eventEntry(row: EntryRow): Entry | null {
  const event = row.details as EventJson | null;
  if (!event) return null;
  const type = EVENT_TYPES[row.sub ?? ''] ?? 'event';
  return { type, dateText: dayText(row.day), title: event.title, description: event.description ?? event.location, photos: photosOf(event.photos), photoCount: event.photoCount, involvedMembers: [], link: `/events/${event.id}` };
}

function capsuleEntry(row: EntryRow): Entry | null {
  const capsule = row.details as CapsuleJson | null;
  if (!capsule) return null;
  const from = [capsule.fromFirst, capsule.fromLast].filter(Boolean).join(' ') || t('users:aKinfolkMember');
  return {
    type: 'time_capsule',
    dateText: dayText(row.day),
    title: capsule.title,
    description: capsule.message ? excerpt(capsule.message) : t('time-capsules:timeline.opened', { name: from }),
    photos: [],
    photoCount: 0,
    involvedMembers: [],
    link: `/time-capsules#${capsule.id}`,
  };
}

function achievementEntry(row: EntryRow): Entry | null {
  const achievement = row.details as AchievementJson | null;
  if (!achievement) return null;
  return {
    type: 'achievement',
    dateText: formatDate(achievement.date) || dayText(row.day),
    title: achievement.title,
    description: achievement.description ? excerpt(achievement.description) : null,
    photos: [],
    photoCount: 0,
    involvedMembers: [personOf(achievement.person)],
    link: `/achievements#${achievement.id}`,
  };
}

/** A voice message shared as a story, under the memories' type (it is a recorded memory of the family), opening the voice messages page. */
function voiceStoryEntry(row: EntryRow): Entry | null {
  const story = row.details as VoiceStoryJson | null;
  if (!story) return null;
  return { type: 'memory', dateText: dayText(row.day), title: story.title, description: story.description ? excerpt(story.description) : null, photos: [], photoCount: 0, involvedMembers: [], link: '/voice-messages' };
}

/** An heirloom on the day it came into the family (never its value: the timeline shows none). */
function heirloomEntry(row: EntryRow): Entry | null {
  const heirloom = row.details as HeirloomJson | null;
  if (!heirloom) return null;
  return {
    type: 'heirloom',
    dateText: formatDate(heirloom.date) || dayText(row.day),
    title: t('heirlooms:timeline.acquired', { name: heirloom.name }),
    description: heirloom.description ? excerpt(heirloom.description) : null,
    photos: [],
    photoCount: 0,
    involvedMembers: [],
    link: `/heirlooms/${heirloom.id}`,
  };
}

/** How an heirloom passed, in words. */
const PASSINGS: Record<string, string> = {
  inherited: tKey('heirlooms:timeline.how.inherited'),
  gift: tKey('heirlooms:timeline.how.gift'),
  bought: tKey('heirlooms:timeline.how.bought'),
  other: tKey('heirlooms:timeline.how.other'),
};

/** An heirloom passing to someone, with how and from whom: left out when either person's dates are hidden from the reader. */
function passingEntry(row: EntryRow, r: Reader): Entry | null {
  const passing = row.details as PassingJson | null;
  const to = dated(r, passing?.to);
  if (!passing || !to) return null;
  const from = dated(r, passing.from);
  if (passing.from && !from) return null;
  const description = [passing.how ? t(PASSINGS[passing.how] ?? PASSINGS.other) : null, from ? t('heirlooms:timeline.passedFrom', { from: fullName(from) }) : null].filter(Boolean).join(' · ');
  return {
    type: 'heirloom',
    dateText: formatDate(passing.date) || dayText(row.day),
    title: t('heirlooms:timeline.passed', { name: passing.name, to: fullName(to) }),
    description: description || null,
    photos: [],
    photoCount: 0,
    involvedMembers: [...(from ? [personOf(from)] : []), personOf(to)],
    link: `/heirlooms/${passing.heirloomId}`,
  };
}

const PRESENTERS = { birth: lifeEntry, death: lifeEntry, marriage: marriageEntry, memory: memoryEntry, story: storyEntry, event: eventEntry, capsule: capsuleEntry , achievement: achievementEntry, voice: voiceStoryEntry, heirloom: heirloomEntry, passing: passingEntry };

/** The stable id of an entry: its source and that row's id (the cursor's order). */
export const entryIdOf = (row: Pick<EntryRow, 'source' | 'id'>) => `${row.source}:${row.id}`;

/** A page's entries as the viewer may read them; an entry whose people's dates are hidden (or whose row has gone) is left out. */
export function presentEntries(rows: EntryRow[], reader: Reader): TimelineEntry[] {
  return rows.flatMap((row) => {
    const entry = PRESENTERS[row.source](row, reader);
    return entry ? [{ id: entryIdOf(row), date: row.day, ...entry }] : [];
  });
}
