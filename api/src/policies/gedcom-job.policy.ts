import type { Actor } from './actor.ts';

/** A GEDCOM job as the rules judge it: who started it. */
export interface GedcomJobView {
  userId: string;
}

const isStarter = (actor: Actor, job: GedcomJobView) => job.userId === actor.user.id;

/**
 * A GEDCOM job is its starter's alone: an import's file and preview hold a whole family's details,
 * and an export's file is what its starter may see of a tree, so nobody else reads, downloads,
 * confirms or cancels it (they are told it does not exist).
 */
export const gedcomJobPolicy = {
  read: isStarter,
  download: isStarter,
  resolve: isStarter,
  cancel: isStarter,
} as const;
