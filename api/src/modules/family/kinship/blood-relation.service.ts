import { isUuid } from '../../../input/validation.ts';
import { requireViewer } from '../../../policies/authorize.ts';
import { requestLanguage } from '../../../i18n.ts';
import type { ServiceContext } from '../../service-context.ts';
import { FamilyMember } from '../people/family-member.entity.ts';
import { kinshipFacts } from './kinship.repository.ts';
import { kinshipName, type Sex } from './kinship.ts';

/** A blood relationship between two people of one tree, as the viewer sees it. */
export interface BloodRelation {
  treeId: string;
  /** Generations from the first person up to the nearest common ancestor(s), and from there down to the second. */
  up: number;
  down: number;
  /**
   * Half siblings: one parent in common where the tree records both of each one's parents. As in
   * "How are we related?", other relatives are never called half: a tree that records one
   * grandparent of a couple says nothing of the other.
   */
  half: boolean;
  /** What the first person is to the second, in the request's language ("first cousin", "abuela"). */
  relation: string;
}

/**
 * How two people are related by blood through their nearest common ancestor(s), read in the tree
 * the viewer sees them in (the same facts as "How are we related?"); null when the viewer does not
 * see both in one tree or the tree joins them by no common ancestor (partners, in-laws, a typed link
 * alone are not blood the DNA can check).
 */
export async function bloodRelation(sc: ServiceContext, fromId: string, toId: string): Promise<BloodRelation | null> {
  const viewer = requireViewer(sc.viewer);
  if (!isUuid(fromId) || !isUuid(toId) || fromId === toId) return null;
  const facts = await kinshipFacts(sc.em, viewer.id, fromId, toId);
  if (!facts.grant || !facts.members.includes(fromId) || !facts.members.includes(toId)) return null;
  const common = facts.ancestors.find((c) => c.startA === fromId && c.startB === toId);
  if (!common) return null;
  const from = await sc.em.findOne(FamilyMember, { id: fromId }, { fields: ['gender'] });
  const half = common.shared === 1 && common.up === 1 && common.down === 1;
  const sex: Sex = from?.gender === 'male' || from?.gender === 'female' ? from.gender : 'other';
  return { treeId: facts.grant.tree_id, up: common.up, down: common.down, half, relation: kinshipName(common.up, common.down, sex, half, requestLanguage()) };
}
