import type { Actor } from './actor.ts';
import { circleMemberScope } from './circle.policy.ts';
import { memberScope } from './family-member.policy.ts';
import { sql, type Reader, type Sql } from './sql.ts';

// Which stories a user may read at all is the scope below: a story reaches a rule only after a
// scoped read found it, so one outside the scope is NOT_FOUND, never FORBIDDEN. The rules decide
// what the reader may do with a story they read.

/** A story as the rules see it: who wrote it (null when that account is gone). */
export interface StoryView {
  authorId: string | null;
}

const isAuthor = (actor: Actor, view: StoryView) => view.authorId !== null && view.authorId === actor.user.id;

export const storyPolicy = {
  read: (_actor: Actor, _view: StoryView) => true,
  update: isAuthor,
  delete: isAuthor,
} as const;

/**
 * The stories a reader may read, as a condition on `family_stories` row `alias`: their own; a story
 * in a circle by that circle's members (circleMemberScope); a public story without a circle by the author's connections
 * and by readers who see a person it tags (memberScope); any other story by its author alone.
 */
export const storyScope = (alias: string, reader: Reader): Sql => sql`(
  ${alias}.author_id = ${reader}
  or (${alias}.circle_id is not null and ${circleMemberScope(`${alias}.circle_id`, reader)})
  or (${alias}.circle_id is null and ${alias}.is_public and (
    exists (select 1 from user_connections stu where stu.user_id = ${alias}.author_id and stu.other_id = ${reader})
    or exists (select 1 from story_tags stt join family_members stm on stm.id = stt.member_id
      where stt.story_id = ${alias}.id and ${memberScope('stm', reader)}))))`;
