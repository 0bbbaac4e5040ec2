import type { ServiceContext } from '../../service-context.ts';
import { FamilyMember } from '../people/family-member.entity.ts';
import { canSeeMember, fullName } from '../people/member.service.ts';

/**
 * The person at the top of a branch, while they are in the tree: their name and whether the viewer
 * sees them (the tree-access policy decides where they are named).
 */
export async function branchRoot(sc: ServiceContext, memberId: string): Promise<{ name: string; seen: boolean } | null> {
  const member = await sc.em.findOne(FamilyMember, { id: memberId });
  return member ? { name: fullName(member), seen: await canSeeMember(sc, member) } : null;
}
