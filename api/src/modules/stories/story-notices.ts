import type { EntityManager } from '@mikro-orm/postgresql';
import { circleReaders } from '../../policies/circle.policy.ts';
import { storyScope } from '../../policies/story.policy.ts';
import { treeReaders } from '../../policies/tree-access.policy.ts';
import { recordActivity } from '../activity/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { tIn, type Language } from '../../i18n.ts';
import { publicName, type User } from '../users/index.ts';

/**
 * Who is told of a story, among those who may read it: the users linked to the people just tagged
 * (`tagged`), and, for a newly shared story, the other readers in its circle or — for a public
 * story — in the trees of the people it tags (`shared`). One statement.
 */
async function storyAudience(em: EntityManager, storyId: string, taggedIds: readonly string[], shared: boolean) {
  const circleReader = circleReaders('cm', { sql: 's.circle_id' });
  const treeReader = treeReaders('ta', { sql: 'fm.tree_id' });
  const storyReader = storyScope('s', { sql: 'c.user_id' });
  return em.execute<{ user_id: string; kind: 'tagged' | 'shared' }[]>(
    `with story as (select * from family_stories where id = ?::uuid),
     tagged as (
       select distinct fm.linked_user_id as user_id from story_tags st join family_members fm on fm.id = st.member_id
       where st.story_id = ?::uuid and st.member_id = any(?::uuid[]) and fm.linked_user_id is not null),
     shared as (
       select cm.user_id from story s join circle_members cm on ${circleReader.text} where ?
       union
       select ta.user_id from story s join story_tags st on st.story_id = s.id join family_members fm on fm.id = st.member_id
         join tree_access ta on ${treeReader.text}
       where ? and s.circle_id is null and s.is_public),
     candidates as (
       select user_id, 'tagged' as kind from tagged
       union all
       select user_id, 'shared' from shared where user_id not in (select user_id from tagged))
     select c.user_id, c.kind from candidates c cross join story s where ${storyReader.text}`,
    [storyId, storyId, `{${taggedIds.join(',')}}`, ...circleReader.params, shared, ...treeReader.params, shared, ...storyReader.params],
  );
}

/** Tells the readers of a story who should know of it (see storyAudience), in the caller's transaction. */
export async function tellOfStory(em: EntityManager, author: User, story: { id: string; title: string }, taggedIds: readonly string[], shared: boolean) {
  const audience = await storyAudience(em, story.id, taggedIds, shared);
  const words = (language: Language) => ({ name: publicName(author, language), title: story.title });
  const about = { actorId: author.id, link: `/stories#${story.id}`, objectId: story.id };
  await notifyUsers(em, {
    ...about,
    kind: 'tagged_in_story',
    userIds: audience.filter((a) => a.kind === 'tagged').map((a) => a.user_id),
    message: (language: Language) => tIn(language, 'stories:notice.tagged', words(language)),
  });
  await notifyUsers(em, {
    ...about,
    kind: 'new_story',
    userIds: audience.filter((a) => a.kind === 'shared').map((a) => a.user_id),
    message: (language: Language) => tIn(language, 'stories:notice.shared', words(language)),
  });
}

/** Records that a story was shared (the activity feed), with its circle when it has one. */
export function recordSharing(em: EntityManager, author: User, story: { id: string; title: string }, circleId: string | null) {
  const event = recordActivity(em, { actor: author, verb: 'story_shared', objectType: 'story', objectId: story.id, data: { title: story.title } });
  event.circleId = circleId;
}
