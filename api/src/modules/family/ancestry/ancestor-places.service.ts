import { requireViewer } from '../../../policies/authorize.ts';
import { requireGrant, viewerGrants } from '../../trees/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import { FamilyMember } from '../people/family-member.entity.ts';
import { canSeeMember, getMember } from '../people/member.service.ts';
import { ancestorPlacesOf, type AncestorBirthPlace } from './ancestor-places.repository.ts';

export type { AncestorBirthPlace } from './ancestor-places.repository.ts';

/** The most generations an ancestor walk goes up, whatever is asked. */
export const MAX_ANCESTOR_GENERATIONS = 40;

/** A person and the birth places of their ancestors, as the viewer sees them. */
export interface AncestorBirthPlaces {
  person: FamilyMember;
  /** One row per ancestor and generation, by generation (ancestorPlacesOf). */
  ancestors: AncestorBirthPlace[];
}

/**
 * The person that is the viewer (linked to them and confirmed) in the trees they read, taking the
 * trees in the order the tree page opens them (the one opened last first); null when they are
 * nobody's person in any of them.
 */
async function ownPerson(sc: ServiceContext): Promise<FamilyMember | null> {
  const viewer = requireViewer(sc.viewer);
  const grants = await viewerGrants(sc);
  if (!grants.length) return null;
  const mine = await sc.em.find(FamilyMember, { tree: { $in: grants.map((g) => g.treeId) }, linkedUser: viewer.id, linkConfirmed: true }, { populate: ['linkedUser'] });
  for (const grant of grants) {
    const person = mine.find((m) => m.tree.id === grant.treeId);
    if (person && (await canSeeMember(sc, person))) return person;
  }
  return null;
}

/**
 * Where the ancestors of a person were born, up to `maxGenerations` (at most
 * MAX_ANCESTOR_GENERATIONS): a person the viewer sees (NOT_FOUND otherwise, as getMember), or when
 * none is named the viewer's own person (null when they have none). Only ancestors the viewer sees
 * are walked, and a living ancestor's birth place comes as null to a viewer who may not see living
 * people's details. One statement for the whole walk.
 */
export async function ancestorBirthPlaces(sc: ServiceContext, memberId: string | null | undefined, maxGenerations: number): Promise<AncestorBirthPlaces | null> {
  const viewer = requireViewer(sc.viewer);
  const person = memberId == null ? await ownPerson(sc) : await getMember(sc, memberId);
  if (!person) return null;
  const grant = await requireGrant(sc, person.tree.id);
  const depth = Math.min(Math.max(Math.trunc(maxGenerations), 0), MAX_ANCESTOR_GENERATIONS);
  const today = new Date().toISOString().slice(0, 10);
  const ancestors = depth ? await ancestorPlacesOf(sc.em, grant, viewer.id, person.id, depth, today) : [];
  return { person, ancestors };
}
