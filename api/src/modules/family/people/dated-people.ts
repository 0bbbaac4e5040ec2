import { isPersonOf, personOfSql } from '../../../policies/family-member.policy.ts';
import { detailsHidden, notLivingSql } from '../../../policies/living.ts';
import { inlined } from '../../../policies/sql.ts';
import type { TreeGrant } from '../../trees/index.ts';

// Lists of dated things about people (the timeline) read many people at once in SQL, and stop at a
// page's end by index; these keep the living-privacy rule of policies/living.ts for them.

/** What decides whether a person's dates are shown, as a statement reads it. */
export interface DatedPerson {
  isAlive: boolean;
  birthLatest: string | null;
  deathDate: string | null;
  linkConfirmed: boolean;
  linkedUserId: string | null;
}

/** Whether the grant keeps any living person's dates from its holder (a viewer of a tree that hides them). */
export const hidesLivingDates = (grant: TreeGrant) => detailsHidden(grant, { isAlive: true, birthLatest: null, deathDate: null }, false);

/**
 * The people of a tree whose grant hides living people's dates (hidesLivingDates) whose dates the
 * viewer may still read, as a condition on `family_members` row `alias`: the dead, those surely born
 * more than the tree's living-years ago, and the viewer's own person. `sql` names the SQL
 * expressions of today's (UTC) date, the tree's living years and the viewer's id.
 */
export const livingDatesShownSql = (alias: string, sql: { today: string; livingYears: string; viewer: string }) =>
  `(${notLivingSql(alias, sql.today, sql.livingYears)} or ${inlined(personOfSql(alias, { sql: sql.viewer }))})`;

/** Whether the viewer may read this person's dates under their grant (null: no access): the rule itself, for rows read in SQL. */
export function datesShown(grant: TreeGrant | null, person: DatedPerson, viewerId: string): boolean {
  return grant !== null && !detailsHidden(grant, person, isPersonOf(viewerId, person));
}
