import type { Expected } from './judge.ts';
import { sees, type TreePerson, type Who, type World } from './world.ts';

// The rules the matrix expects, in one place: what each user may do with a person, a
// relationship and the tree.

/** Reading a person: whoever sees them; nobody else learns they exist. */
export const reading = (who: Who, p: Pick<TreePerson, 'inBranch'>): Expected => (sees(who, p) ? 'OK' : 'NOT_FOUND');

/** Changing a person or relationship: the owner, and Ben inside his branch; the viewer is told she may only look. */
export const changing = (who: Who, p: Pick<TreePerson, 'inBranch'>): Expected => (!sees(who, p) ? 'NOT_FOUND' : who === 'cleo' ? 'FORBIDDEN' : 'OK');

/** Reading the tree: everyone with access. */
export const readingTree = (who: Who): Expected => (who === 'dan' ? 'NOT_FOUND' : 'OK');

/** The owner's business (settings, sharing, deleting): the others in the tree are refused, Dan does not find it. */
export const owning = (who: Who): Expected => (who === 'ada' ? 'OK' : who === 'dan' ? 'NOT_FOUND' : 'FORBIDDEN');

/** The people a user sees, and the relationships between them. */
export const visiblePeople = (world: World, who: Who) => Object.values(world.people).filter((p) => sees(who, p));
export const visibleEdges = (world: World, who: Who) => world.edges.filter((e) => sees(who, world.people[e.from]) && sees(who, world.people[e.to]));
