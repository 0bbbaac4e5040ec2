import { circleMemberScope } from '../../policies/circle.policy.ts';
import { memberScope } from '../../policies/family-member.policy.ts';
import { inlined } from '../../policies/sql.ts';

// What a page's entries show, read in the page's own statement for its rows only, as one JSON value
// per entry. Each row was found by a scoped scan; what these add (tagged people, attached photos) is
// scoped again, because it may come from elsewhere.

/** A person of a birth, death or partnership, with what decides whether their dates are shown. */
export interface PersonJson {
  id: string;
  treeId: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  birthPlace: string | null;
  deathDate: string | null;
  deathPlace: string | null;
  isAlive: boolean;
  birthLatest: string | null;
  linkConfirmed: boolean;
  linkedUserId: string | null;
}

/** A person an entry names (tagged in it). */
export interface TaggedPerson {
  id: string;
  treeId: string;
  firstName: string;
  lastName: string;
}

/** A photo of an entry: the memory, its title and its small picture's key. */
export interface PhotoJson {
  memoryId: string;
  title: string;
  thumbnail: string | null;
}

export interface MemoryJson {
  id: string;
  title: string;
  description: string | null;
  thumbnail: string | null;
  people: TaggedPerson[];
}

export interface StoryJson {
  id: string;
  title: string;
  content: string;
  photos: PhotoJson[];
  photoCount: number;
  people: TaggedPerson[];
}

export interface EventJson {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  photos: PhotoJson[];
  photoCount: number;
}

/** An opened time capsule: its title, message and who made it. */
export interface CapsuleJson {
  id: string;
  title: string;
  message: string | null;
  fromFirst: string | null;
  fromLast: string | null;
}

/** An achievement: its title, description and date as written, and its person. */
export interface AchievementJson {
  id: string;
  title: string;
  description: string | null;
  date: string | null;
  person: TaggedPerson;
}

/** A voice message shared as a story: its title and description. */
export interface VoiceStoryJson {
  id: string;
  title: string;
  description: string | null;
}

/** An heirloom on the day it came into the family: its name, description and date as written. */
export interface HeirloomJson {
  id: string;
  name: string;
  description: string | null;
  date: string | null;
}

/** An heirloom passing: the heirloom, how, when as written, and the two people (the first null when unknown or removed). */
export interface PassingJson {
  heirloomId: string;
  name: string;
  how: string | null;
  date: string | null;
  from: PersonJson | null;
  to: PersonJson | null;
}

/** What an entry shows, by its source (null when its row has gone since the page was read). */
export type EntryDetails = PersonJson | [PersonJson | null, PersonJson | null] | MemoryJson | StoryJson | EventJson | CapsuleJson | AchievementJson | VoiceStoryJson | HeirloomJson | PassingJson | null;

const thumbnailOf = (fileId: string) => `(select d.key from stored_files d where d.parent_id = ${fileId} and d.variant = 'w400' and d.status = 'ready' limit 1)`;

const person = (id: string) => `(select json_build_object('id', fm.id, 'treeId', fm.tree_id, 'firstName', fm.first_name, 'lastName', fm.last_name,
    'birthDate', fm.birth_date, 'birthPlace', fm.birth_place, 'deathDate', fm.death_date, 'deathPlace', fm.death_place, 'isAlive', fm.is_alive,
    'birthLatest', to_char(fm.birth_latest, 'YYYY-MM-DD'), 'linkConfirmed', fm.link_confirmed, 'linkedUserId', fm.linked_user_id)
  from family_members fm where fm.id = ${id})`;

/** The people of `table` (tags) naming row `owner` whom the viewer sees. */
const taggedPeople = (table: string, owner: string, viewer: string) => `coalesce((
    select json_agg(json_build_object('id', fm.id, 'treeId', fm.tree_id, 'firstName', fm.first_name, 'lastName', fm.last_name) order by fm.first_name, fm.last_name, fm.id)
    from ${table} x join family_members fm on fm.id = x.member_id where x.${owner} and ${inlined(memberScope('fm', { sql: viewer }))}), '[]')`;

/** The photos of `table` attached to row `owner` that the viewer may see: the first three, and how many in all. */
function attachedPhotos(table: string, owner: string, viewer: string) {
  const visible = `from ${table} x join memories pm on pm.id = x.memory_id where x.${owner} and ${inlined(circleMemberScope('pm.circle_id', { sql: viewer }))}`;
  return `'photos', coalesce((
      select json_agg(json_build_object('memoryId', p.id, 'title', p.title, 'thumbnail', p.thumbnail) order by p.position, p.id)
      from (select pm.id, pm.title, x.position, ${thumbnailOf('pm.file_id')} as thumbnail ${visible} order by x.position, pm.id limit 3) p), '[]'),
    'photoCount', (select count(*)::int ${visible})`;
}

/** What the entry of page row `t` shows, as one JSON value; `viewer` is the SQL expression of the viewer's id. */
export const entryDetailsSql = (viewer: string) => `case t.source
  when 'birth' then ${person('t.id')}
  when 'death' then ${person('t.id')}
  when 'marriage' then json_build_array(${person('t.a')}, ${person('t.b')})
  when 'memory' then (select json_build_object('id', m.id, 'title', m.title, 'description', m.description, 'thumbnail', ${thumbnailOf('m.file_id')},
      'people', ${taggedPeople('photo_tags', 'memory_id = m.id', viewer)}) from memories m where m.id = t.id)
  when 'story' then (select json_build_object('id', s.id, 'title', s.title, 'content', s.content, ${attachedPhotos('story_memories', 'story_id = s.id', viewer)},
      'people', ${taggedPeople('story_tags', 'story_id = s.id', viewer)}) from family_stories s where s.id = t.id)
  when 'event' then (select json_build_object('id', e.id, 'title', e.title, 'description', e.description, 'location', e.location,
      ${attachedPhotos('family_event_photos', 'event_id = e.id', viewer)}) from family_events e where e.id = t.id)
  when 'capsule' then (select json_build_object('id', tc.id, 'title', tc.title, 'message', tc.message, 'fromFirst', tu.first_name, 'fromLast', tu.last_name)
      from time_capsules tc left join users tu on tu.id = tc.creator_id where tc.id = t.id and tc.status = 'opened')
  when 'achievement' then (select json_build_object('id', fa.id, 'title', fa.title, 'description', fa.description, 'date', fa.date,
      'person', json_build_object('id', fm.id, 'treeId', fm.tree_id, 'firstName', fm.first_name, 'lastName', fm.last_name))
      from family_achievements fa join family_members fm on fm.id = fa.member_id where fa.id = t.id)
  when 'voice' then (select json_build_object('id', vm.id, 'title', vm.title, 'description', vm.description) from voice_messages vm where vm.id = t.id and vm.is_story)
  when 'heirloom' then (select json_build_object('id', fh.id, 'name', fh.name, 'description', fh.description, 'date', fh.acquisition_date) from family_assets fh where fh.id = t.id)
  when 'passing' then (select json_build_object('heirloomId', fh.id, 'name', fh.name, 'how', fo.how, 'date', fo.since, 'from', ${person('t.a')}, 'to', ${person('t.b')})
      from family_asset_owners fo join family_assets fh on fh.id = fo.heirloom_id where fo.id = t.id)
  end`;
