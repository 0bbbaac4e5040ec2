import type { Actor } from './actor.ts';
import { sql, type Reader, type Sql } from './sql.ts';

// A DNA kit is its owner's alone: the user who uploaded it reads it, names its person, agrees to
// matches and deletes it; nobody else reads it — not the tree's owner, not the person it is of, not
// an administrator. A kit outside the scope below is NOT_FOUND, never FORBIDDEN. Nothing of a kit
// reaches search, the timeline, the activity record, notifications or anyone else's export.

/** A kit as the rules see it: whose it is. */
export interface DnaKitView {
  user: { id: string };
}

const isOwner = (actor: Actor, kit: DnaKitView) => kit.user.id === actor.user.id;

export const dnaKitPolicy = {
  read: isOwner,
  delete: isOwner,
} as const;

/** The kits a reader may see, as a condition on `dna_profiles` row `alias`: their own. */
export const dnaKitScope = (alias: string, reader: Reader): Sql => sql`${alias}.user_id = ${reader}`;
