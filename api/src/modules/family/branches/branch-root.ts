import type { ServiceContext } from '../../service-context.ts';
import { FamilyMember } from '../people/family-member.entity.ts';
import { canSeeMember, fullName } from '../people/member.service.ts';

/**
 * The name of the person at the top of a branch, as long as they are in the tree and the viewer
 * sees them: someone outside the viewer's own branch is not named through another user's limit.
 */
export async function branchRootName(sc: ServiceContext, memberId: string, theirOwnBranch = false): Promise<string | null> {
  const member = await sc.em.findOne(FamilyMember, { id: memberId });
  return member && (theirOwnBranch || (await canSeeMember(sc, member))) ? fullName(member) : null;
}
