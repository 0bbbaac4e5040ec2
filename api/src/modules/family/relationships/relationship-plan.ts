import type { EntityManager } from '@mikro-orm/postgresql';
import type { PartnerKind, RelationshipKind, RelationshipType } from '../../../generated/graphql.ts';
import { childIds, parentIds } from './graph.repository.ts';

/** An edge to store: `from` and `to` are member ids. */
export interface PlannedEdge {
  kind: RelationshipKind;
  from: string;
  to: string;
  partnerKind?: PartnerKind | null;
  startDate?: string | null;
  endDate?: string | null;
}

/**
 * Turns "person is relative's <type>" into canonical edges. Where the member in between is known
 * (the relative's only parent, only child …) the edges go through them; where it is not, a typed
 * link keeps exactly what was said, without inventing people.
 */
export async function planEdges(em: EntityManager, type: RelationshipType, person: string, relative: string, partner: Pick<PlannedEdge, 'partnerKind' | 'startDate' | 'endDate'> = {}): Promise<PlannedEdge[]> {
  switch (type) {
    case 'parent':
      return [{ kind: 'parent', from: person, to: relative }];
    case 'child':
      return [{ kind: 'parent', from: relative, to: person }];
    case 'spouse':
      return [{ kind: 'partner', from: person, to: relative, partnerKind: partner.partnerKind ?? 'married', startDate: partner.startDate, endDate: partner.endDate }];
    case 'sibling':
      return siblingEdges(em, person, relative);
    case 'grandparent': {
      const parents = await parentIds(em, relative);
      if (parents.length === 1 && (await parentIds(em, parents[0])).length < 2) return [{ kind: 'parent', from: person, to: parents[0] }];
      return [{ kind: 'grandparent', from: person, to: relative }];
    }
    case 'grandchild': {
      const children = await childIds(em, relative);
      if (children.length === 1 && (await parentIds(em, person)).length < 2) return [{ kind: 'parent', from: children[0], to: person }];
      return [{ kind: 'grandparent', from: relative, to: person }];
    }
    case 'uncle':
    case 'aunt': {
      const parents = await parentIds(em, relative);
      if (parents.length === 1) return siblingEdges(em, person, parents[0]);
      return [{ kind: 'uncle_aunt', from: person, to: relative }];
    }
    case 'cousin':
      return [{ kind: 'cousin', from: person, to: relative }];
    case 'other':
      return [];
  }
}

/** Siblings share parents: the one without recorded parents gets the other's; otherwise a sibling edge. */
async function siblingEdges(em: EntityManager, a: string, b: string): Promise<PlannedEdge[]> {
  const [parentsA, parentsB] = await Promise.all([parentIds(em, a), parentIds(em, b)]);
  if (parentsA.length === 0 && parentsB.length > 0) return parentsB.map((p) => ({ kind: 'parent' as const, from: p, to: a }));
  if (parentsB.length === 0 && parentsA.length > 0) return parentsA.map((p) => ({ kind: 'parent' as const, from: p, to: b }));
  return [{ kind: 'sibling', from: a, to: b }];
}
