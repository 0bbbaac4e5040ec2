import type { Actor } from './actor.ts';
import type { FamilyMember } from '../modules/family/people/family-member.entity.ts';
import { detailsScope, familyMemberPolicy, memberScope } from './family-member.policy.ts';
import { sql, type Reader, type Sql } from './sql.ts';

// An achievement is a fact of its person's life, read as the person's details are: whoever sees the
// person (their trees, within their branch: the family-member policy) with their details (a living
// person's are hidden from a tree's viewers unless its owner shows them: living.ts). Which
// achievements a user may read at all is the scope below: one outside it is NOT_FOUND, never
// FORBIDDEN. The rules decide what a reader may do with one they read.

/** An achievement as the rules see it: its person (the member row, its tree and link). */
export interface AchievementView {
  member: FamilyMember;
}

/** Read it: whoever sees its person's details (familyMemberPolicy.seeDetails). */
const read = (actor: Actor, view: AchievementView) => familyMemberPolicy.seeDetails(actor, view.member);
/** Write it: those who may change its person (the tree's owner and editors; a limited editor sees only their branch). */
const write = (actor: Actor, view: AchievementView) => read(actor, view) && familyMemberPolicy.update(actor, view.member);

export const achievementPolicy = {
  read,
  /** Record an achievement of this person. */
  record: write,
  update: write,
  delete: write,
  /** Celebrate it: every reader, viewers too (once each). */
  celebrate: read,
} as const;

/** Today (UTC) as YYYY-MM-DD: living people are judged on this day. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The achievements a reader may read, as a condition on `family_achievements` row `alias`: those of
 * people they see (memberScope) with their details (detailsScope) on `today` (a date, or an SQL
 * expression of one). An achievement of anyone else is invisible everywhere.
 */
export const achievementScope = (alias: string, reader: Reader, today: string | { sql: string } = todayUtc()): Sql =>
  sql`exists (select 1 from family_members am where am.id = ${alias}.member_id and ${achievementPersonScope('am', reader, today)})`;

/**
 * The same scope with the achievement's person at hand, as a condition on its `family_members` row
 * `alias`: lists read along an index join the person, so that each row is judged as it comes.
 */
export const achievementPersonScope = (alias: string, reader: Reader, today: string | { sql: string } = todayUtc()): Sql =>
  sql`${memberScope(alias, reader)} and ${detailsScope(alias, reader, today)}`;
