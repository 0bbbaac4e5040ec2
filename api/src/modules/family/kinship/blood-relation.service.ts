import { isUuid } from '../../../input/validation.ts';
import { requireViewer } from '../../../policies/authorize.ts';
import { requestLanguage } from '../../../i18n.ts';
import type { ServiceContext } from '../../service-context.ts';
import { bloodRows } from './blood-relations.repository.ts';
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
  return (await bloodRelationsTo(sc, [fromId], toId)).get(fromId) ?? null;
}

/**
 * How each of many people is related by blood to one (`toId`), as `bloodRelation` says it, in one
 * statement however many they are; a person it says null of has no entry.
 */
export async function bloodRelationsTo(sc: ServiceContext, fromIds: readonly string[], toId: string): Promise<Map<string, BloodRelation>> {
  const viewer = requireViewer(sc.viewer);
  const ids = [...new Set(fromIds)].filter((id) => isUuid(id) && id !== toId);
  if (!ids.length || !isUuid(toId)) return new Map();
  const language = requestLanguage();
  const rows = await bloodRows(sc.em, viewer.id, ids, toId);
  return new Map(
    rows.map((row) => {
      const half = row.shared === 1 && row.up === 1 && row.down === 1;
      const sex: Sex = row.gender === 'male' || row.gender === 'female' ? row.gender : 'other';
      return [row.from_id, { treeId: row.tree_id, up: row.up, down: row.down, half, relation: kinshipName(row.up, row.down, sex, half, language) }];
    }),
  );
}
