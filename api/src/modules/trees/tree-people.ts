import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../service-context.ts';
import type { User } from '../users/index.ts';
import type { FamilyMember } from '../family/people/family-member.entity.ts';

/**
 * What the tree aggregate needs of the people in a tree. The family module, which builds on trees,
 * provides it at start (modules/wiring.ts), so that trees depends on family for nothing.
 */
export interface TreePeople {
  /** Stages the person who stands for the tree's owner in a new tree. */
  stageOwnerPerson(em: EntityManager, treeId: string, owner: User): void;
  /** The storage keys of the people's own photos in a tree (removed with it). */
  photoKeysOf(em: EntityManager, treeId: string): Promise<string[]>;
  /** Works out the tree's limited branches again (under the tree's lock). */
  refreshBranches(em: EntityManager, treeId: string): Promise<void>;
  /** A person the viewer sees, for the action (NOT_FOUND otherwise). */
  visibleMember(sc: ServiceContext, memberId: string, action?: 'read' | 'link'): Promise<FamilyMember>;
  /** Links a person to a user (who confirms it). */
  linkMember(sc: ServiceContext, memberId: string, user: User): Promise<FamilyMember>;
  /** The person at the top of a branch: their name, and whether the viewer sees them (null: gone from the tree). */
  branchRoot(sc: ServiceContext, memberId: string): Promise<{ name: string; seen: boolean } | null>;
  /** How many people the tree has, as the viewer counts them. */
  memberCount(sc: ServiceContext, treeId: string): Promise<number>;
}

let provided: TreePeople | null = null;

/** The family module hands in what trees need of people (once, at start). */
export function provideTreePeople(people: TreePeople) {
  provided = people;
}

export function treePeople(): TreePeople {
  if (!provided) throw new Error('The family module was not wired: call wireModules() at start.');
  return provided;
}
