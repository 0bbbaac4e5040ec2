import type { Actor } from './actor.ts';
import type { TreeGrant } from '../modules/trees/grant.ts';
import { branchLimit, branchScope, personOfSql } from './family-member.policy.ts';
import { detailsHidden, notLivingSql } from './living.ts';
import { sql, type Reader, type Sql } from './sql.ts';
import { grantEdits } from './tree.policy.ts';

// A tree's findings are the tree's, read by its readers, each finding judged by the people it names
// as the reader sees them: a finding naming anyone outside the reader's branch is not theirs to
// read, nor one resting on a living person's dates or places that the reader may not see (a viewer
// of a tree whose owner keeps living people's details). Which findings a reader may read is the
// scope below: one outside it is NOT_FOUND, never FORBIDDEN. Dismissing is each reader's own.

/** A finding as the rules see it: its tree. */
export interface InsightView {
  treeId: string;
}

/** Kinds of finding that rest on names and the tree's shape only, which every reader of a person sees. */
export const NAMES_ONLY_INSIGHTS = ['missing-parents'] as const;
/**
 * Kinds of finding that count the whole tree, living people's details among them (births per
 * decade, the commonest names of an era, where a generation was born): for readers who see all of
 * it, details too. The people they name are examples; their figures are everyone's.
 */
export const WHOLE_TREE_INSIGHTS = ['family-growth', 'common-first-name', 'birth-places'] as const;
/**
 * Kinds of finding that rank a person against everyone of the tree (the oldest living, the longest
 * life of a generation): for readers without a branch limit, since the rank tells of people outside it.
 */
export const RANKED_INSIGHTS = ['oldest-living', 'longest-life'] as const;

/** Whether a grant shows its holder every person of the tree with their details. */
export const seesWholeTree = (grant: TreeGrant) => grant.branch === null && !detailsHidden(grant, { isAlive: true, birthLatest: null, deathDate: null }, false);

const reads = (actor: Actor, view: InsightView) => actor.grant(view.treeId) !== null;

export const insightPolicy = {
  /** Read the tree's findings (those the scope leaves them). */
  read: reads,
  /** Hide a finding from themselves: any reader, for themselves alone. */
  dismiss: reads,
  /** Say two people are not one, for the whole tree: those who change its people. */
  markNotSame: (actor: Actor, view: InsightView) => grantEdits(actor.grant(view.treeId)),
} as const;

const quoted = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');

/**
 * The findings of the grant's tree its holder `reader` may read, as a condition on
 * `family_insights` row `alias`, on `today` (YYYY-MM-DD): active ones whose every person still
 * exists and is one they see, with their details unless the kind rests on names only; the
 * whole-tree kinds only for a reader who sees all of it, the ranked ones for a reader without a
 * branch limit.
 */
export function insightScope(alias: string, grant: TreeGrant, reader: Reader, today: string): Sql {
  const whole = seesWholeTree(grant);
  const hidesLiving = detailsHidden(grant, { isAlive: true, birthLatest: null, deathDate: null }, false);
  const details: Sql = hidesLiving
    ? sql`(${alias}.insight_type in (${quoted(NAMES_ONLY_INSIGHTS)}) or ${{ text: notLivingSql('im', '?::date', '?::int'), params: [today, grant.livingYears] }} or ${personOfSql('im', reader)})`
    : { text: 'true', params: [] };
  return sql`${alias}.tree_id = ${{ id: grant.treeId }} and ${alias}.is_active
    and ${whole ? 'true' : `${alias}.insight_type not in (${quoted(WHOLE_TREE_INSIGHTS)})`}
    and ${grant.branch === null ? 'true' : `${alias}.insight_type not in (${quoted(RANKED_INSIGHTS)})`}
    and not exists (select 1 from jsonb_array_elements_text(${alias}.relevant_members) ir(id)
      left join family_members im on im.id = ir.id::uuid and im.tree_id = ${alias}.tree_id
      where im.id is null or not (${branchScope('im.id', branchLimit(grant))} and ${details}))`;
}
