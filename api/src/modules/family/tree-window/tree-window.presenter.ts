import { isPersonOf } from '../../../policies/family-member.policy.ts';
import { detailsHidden, isLiving } from '../../../policies/living.ts';
import type { TreeGrant } from '../../trees/index.ts';
import { fileUrl } from '../../files/index.ts';
import type { TreeWindowNode, TreeWindowRow } from './tree-window.repository.ts';
import type { RelationshipShape } from '../relationships/relationship.entity.ts';
import { birthOf, deathOf, exactDay, presentDate } from '../people/life-dates.ts';

export interface TreeNodeModel {
  id: string;
  generation: number;
  firstName: string;
  lastName: string;
  birth: ReturnType<typeof presentDate>;
  death: ReturnType<typeof presentDate>;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  gender: string;
  isAlive: boolean;
  isLiving: boolean;
  detailsHidden: boolean;
  isSelf: boolean;
  profilePictureUrl: string | null;
}

export interface TreeWindowModel {
  treeId: string;
  focusId: string | null;
  nodes: TreeNodeModel[];
  edges: RelationshipShape[];
  hasMoreAbove: boolean;
  hasMoreBelow: boolean;
}

/**
 * A tree window as the viewer may read it: "You" on their own person, and a living person's dates
 * and photo withheld where the grant hides them (policies/living.ts), with the dates of their
 * partnerships.
 */
export function presentTreeWindow(window: Omit<TreeWindowRow, 'grant'>, grant: TreeGrant, viewerId: string): TreeWindowModel {
  const hidden = new Set<string>();
  const nodes = window.nodes.map((n: TreeWindowNode): TreeNodeModel => {
    const isSelf = isPersonOf(viewerId, n);
    const hide = detailsHidden(grant, n, isSelf);
    if (hide) hidden.add(n.id);
    return {
      id: n.id,
      generation: n.generation,
      firstName: n.firstName,
      lastName: n.lastName,
      birth: hide ? null : presentDate(birthOf(n)),
      death: hide ? null : presentDate(deathOf(n)),
      dateOfBirth: hide ? null : exactDay(birthOf(n)),
      dateOfDeath: hide ? null : exactDay(deathOf(n)),
      gender: n.gender,
      isAlive: n.isAlive,
      isLiving: isLiving(n, grant.livingYears),
      detailsHidden: hide,
      isSelf,
      profilePictureUrl: hide ? null : fileUrl(n.profilePicture),
    };
  });
  const edges = window.edges.map((e) => {
    const datesHidden = hidden.has(e.fromId) || hidden.has(e.toId);
    if (!datesHidden) return { ...e, treeId: grant.treeId, datesHidden };
    return { ...e, treeId: grant.treeId, datesHidden, startDate: null, endDate: null, startValue: null, startEarliest: null, startLatest: null, startPlace: null, endValue: null, endEarliest: null, endLatest: null };
  });
  return { treeId: grant.treeId, focusId: window.focusId, nodes, edges, hasMoreAbove: window.hasMoreAbove, hasMoreBelow: window.hasMoreBelow };
}
