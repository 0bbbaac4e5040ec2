import { t } from '../../i18n.ts';
import { invalid } from '../../errors.ts';
import { recordActivity } from '../activity/index.ts';
import { discardFile } from '../files/index.ts';
import { currentTreeId } from '../trees/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { fullName, getMember, memberInTree, requireTree, stageNewMember, viewerPerson, type NewMember } from './people/member.service.ts';
import { planEdges } from './relationships/relationship-plan.ts';
import { relationshipType, stageEdges, writeTreeEdges } from './relationships/relationship.service.ts';

/**
 * Adds a person to a tree and the relationships for how they relate to a chosen person, at once.
 * The tree is the relative's, else the one named, else the one the viewer opened last; without a
 * relative the new person relates to the viewer's own person in that tree, if they have one.
 */
export async function addFamilyMember(sc: ServiceContext, input: NewMember & { treeId?: string | null; relativeId?: string | null; relationshipType?: string | null }) {
  const type = relationshipType(input.relationshipType ?? 'other');
  const treeId = await targetTree(sc, input.treeId, input.relativeId);
  let photo: string | null = null;
  try {
    return await writeTreeEdges(sc, treeId, async (tx) => {
      const relative = input.relativeId ? await memberInTree(tx, input.relativeId, 'relate') : await viewerPerson(tx, treeId);
      const member = await stageNewMember(tx, input);
      photo = member.profilePicture ?? null;
      const relationships = relative ? await stageEdges(tx, await planEdges(tx.em, type, member.id, relative.id)) : [];
      recordActivity(tx.em, { actor: tx.viewer, verb: 'member_added', objectType: 'member', objectId: member.id, treeId, data: { memberName: fullName(member) } });
      return { member, relationships };
    });
  } catch (error) {
    if (photo) await discardFile(sc, photo);
    throw error;
  }
}

/** The tree a new person goes into (see addFamilyMember). */
async function targetTree(sc: ServiceContext, treeId: string | null | undefined, relativeId: string | null | undefined): Promise<string> {
  if (relativeId) {
    const relative = await getMember(sc, relativeId);
    // A tree named too must be the relative's: the person never lands in a tree the caller did not ask for.
    if (treeId && treeId !== relative.tree.id) throw invalid(t('family:relationship.sameTree'), { relativeId: t('family:field.thisTree') });
    return relative.tree.id;
  }
  if (treeId) return (await requireTree(sc, treeId)).treeId;
  const current = await currentTreeId(sc);
  if (!current) throw invalid(t('family:relationship.noTree'), { treeId: t('family:field.noTree') });
  return current;
}
