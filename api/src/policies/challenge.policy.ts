import type { Actor } from './actor.ts';
import { sql, type Reader, type Sql } from './sql.ts';
import { readsTheTreeSql } from './tree-access.policy.ts';

// Discovery challenges. The catalogue is everyone's; a family challenge belongs to its tree's
// readers (one outside that is NOT_FOUND, never FORBIDDEN). Progress and rewards are never written
// by anyone: the progress job works them out from the records. A leaderboard shows the people who
// share a tree with its reader, and nobody else.

/** A challenge as the rules see it; `tree` is a family challenge's tree (its grant loaded first). */
export interface ChallengeView {
  challengeType: 'individual' | 'family';
  isActive: boolean;
  treeId: string | null;
  claimedById: string | null;
  confirmed: boolean;
  /** The viewer's progress with it, if they joined: in progress, completed or expired. */
  viewerStatus: 'in_progress' | 'completed' | 'expired' | null;
  /** Whether the viewer ever completed it (a completion an undo took back still happened once). */
  viewerEverCompleted: boolean;
}

const isAdmin = (actor: Actor) => actor.user.role === 'admin';
const roleIn = (actor: Actor, view: ChallengeView) => (view.treeId ? (actor.grant(view.treeId)?.role ?? null) : null);

/** Read it: the catalogue, everyone; a family challenge, its tree's readers. */
const read = (actor: Actor, view: ChallengeView) => view.challengeType === 'individual' || roleIn(actor, view) !== null;

export const challengePolicy = {
  read,
  /** Join it: a reader, while it is on and they have not joined (or it expired). */
  join: (actor: Actor, view: ChallengeView) => read(actor, view) && view.isActive && (view.viewerStatus === null || view.viewerStatus === 'expired'),
  /**
   * Leave it: a reader who joined it and never completed it (leaving and joining again must not
   * make a second completion), and whose claim on it was not confirmed.
   */
  leave: (actor: Actor, view: ChallengeView) =>
    read(actor, view) &&
    (view.viewerStatus === 'in_progress' || view.viewerStatus === 'expired') &&
    !view.viewerEverCompleted &&
    !(view.confirmed && view.claimedById === actor.user.id),
  /**
   * Say a family challenge is done: an owner or editor of its tree who joined it, while it is on and
   * nobody holds a claim on it (a claim whose account went may be made again, and needs a new confirmation).
   */
  claim: (actor: Actor, view: ChallengeView) =>
    view.challengeType === 'family' && view.isActive && ['owner', 'editor'].includes(roleIn(actor, view) ?? '') && view.viewerStatus === 'in_progress' && view.claimedById === null,
  /** Confirm a claim: a reader of the tree other than whoever claimed it, once, while it is on. */
  confirm: (actor: Actor, view: ChallengeView) =>
    view.challengeType === 'family' && view.isActive && read(actor, view) && view.claimedById !== null && view.claimedById !== actor.user.id && !view.confirmed,
  /** Switch it on or off: administrators; a family challenge's tree owner too. */
  setActive: (actor: Actor, view: ChallengeView) => isAdmin(actor) || (view.challengeType === 'family' && roleIn(actor, view) === 'owner'),
  /** Add a family challenge to a tree: its owner (the view names that tree). */
  createFamily: (actor: Actor, view: Pick<ChallengeView, 'treeId'>) => view.treeId !== null && actor.grant(view.treeId)?.role === 'owner',
  /** Every catalogue challenge, on or off: administrators. */
  listCatalogue: (actor: Actor, _view: Record<string, never>) => isAdmin(actor),
} as const;

/** The challenges a reader may see, as a condition on `discovery_challenges` row `alias`. */
export const challengeScope = (alias: string, reader: Reader): Sql =>
  sql`(${alias}.tree_id is null or exists (select 1 from tree_access cta where cta.tree_id = ${alias}.tree_id and cta.user_id = ${reader} and ${readsTheTreeSql('cta')}))`;

/**
 * The people on a reader's leaderboards, as a condition on user id expression `userId`: the reader
 * and everyone who reads a tree the reader reads — never anyone else — less whoever left the
 * leaderboard (shown to nobody, the reader included, in any season or list of seasons).
 */
export const leaderboardPeopleScope = (userId: string, reader: Reader): Sql =>
  sql`${userId} in (select ${reader}::uuid union select theirs.user_id from tree_access mine join tree_access theirs on theirs.tree_id = mine.tree_id
    where mine.user_id = ${reader} and ${readsTheTreeSql('mine')} and ${readsTheTreeSql('theirs')})
    and not exists (select 1 from user_rewards hidden where hidden.user_id = ${userId} and not hidden.on_leaderboard)`;
