import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { getMember } from '../family/index.ts';
import type { FamilyMember } from '../family/people/family-member.entity.ts';
import type { ServiceContext } from '../service-context.ts';

/**
 * A person of the heirloom's tree that the writer sees, for the input field `field`: anyone else
 * (another tree, outside their branch, an id of nobody) is a bad input on that field, never a hint
 * that the person exists.
 */
export async function personOfTree(sc: ServiceContext, treeId: string, memberId: string, field: string): Promise<FamilyMember> {
  const refused = () => invalid(t('heirlooms:personNotFound'), { [field]: t('heirlooms:field.choosePerson') });
  let member: FamilyMember;
  try {
    member = await getMember(sc, memberId);
  } catch (error) {
    if ((error as { code?: string }).code !== 'NOT_FOUND') throw error;
    throw refused();
  }
  if (member.tree.id !== treeId) throw refused();
  return member;
}

/** The people named by these fields (field → member id; null: nobody), each checked by personOfTree, read once each. */
export async function peopleOfTree(sc: ServiceContext, treeId: string, named: [field: string, memberId: string | null | undefined][]): Promise<Map<string, FamilyMember>> {
  const people = new Map<string, FamilyMember>();
  for (const [field, memberId] of named) {
    if (memberId && !people.has(memberId)) people.set(memberId, await personOfTree(sc, treeId, memberId, field));
  }
  return people;
}
