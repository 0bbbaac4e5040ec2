import type { Gender, PartnerKind, RelationshipKind } from '../../gql/graphql';
import type { TreeColumnsJson } from '../../../../shared/tree-columns/index.ts';
import type { TreeWindowData } from './tree/layout';

/**
 * A window in columns as the objects the layout reads. Dates stay as written: the cards show them
 * through the date model, as they do for a window of objects.
 */
export function windowFromColumns(answer: { treeId: string; focusId?: string | null; hasMoreAbove: boolean; hasMoreBelow: boolean; columns: unknown }): TreeWindowData {
  const { people: p, relationships: r } = answer.columns as TreeColumnsJson;
  const nodes: TreeWindowData['nodes'] = new Array(p.ids.length);
  for (let i = 0; i < p.ids.length; i++) {
    nodes[i] = {
      id: p.ids[i],
      generation: p.generations[i],
      firstName: p.firstNames[i],
      lastName: p.lastNames[i],
      dateOfBirth: null,
      dateOfDeath: null,
      birth: p.births[i] ? { value: p.births[i]!, earliest: p.birthEarliest[i] } : null,
      death: p.deaths[i] ? { value: p.deaths[i]! } : null,
      gender: p.genders[i] as Gender | null,
      isAlive: p.isAlive[i],
      isSelf: p.isSelf[i],
      isLiving: p.isLiving[i],
      detailsHidden: p.detailsHidden[i],
      profilePictureUrl: p.photoUrls[i],
    };
  }
  const edges: TreeWindowData['edges'] = new Array(r.from.length);
  for (let i = 0; i < r.from.length; i++) {
    edges[i] = { id: `c${i}`, kind: r.kinds[i] as RelationshipKind, fromId: p.ids[r.from[i]], toId: p.ids[r.to[i]], partnerKind: r.partnerKinds[i] as PartnerKind | null };
  }
  return { treeId: answer.treeId, focusId: answer.focusId ?? null, hasMoreAbove: answer.hasMoreAbove, hasMoreBelow: answer.hasMoreBelow, nodes, edges };
}
