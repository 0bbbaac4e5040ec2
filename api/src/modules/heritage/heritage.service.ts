import { ancestorBirthPlaces } from '../family/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { heritageGenerations, type PlaceLevel } from './heritage-places.ts';

/** How far up heritage counts: parents (1) … great-great-great-great-great-grandparents (8). */
export const HERITAGE_GENERATIONS = 8;

/**
 * Where a person's ancestors were born, generation by generation, grouped at `level`: a person the
 * viewer sees (NOT_FOUND otherwise), or the viewer's own person when none is named (null when they
 * have none). Only the ancestors the viewer sees count, and a living ancestor's birth place hidden
 * from them counts as unknown (the ancestor still counts as known).
 */
export async function heritageOf(sc: ServiceContext, memberId: string | null | undefined, level: PlaceLevel) {
  const found = await ancestorBirthPlaces(sc, memberId, HERITAGE_GENERATIONS);
  if (!found) return null;
  return { person: found.person, generations: heritageGenerations(found.ancestors, level) };
}
