import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import { endSessionsOf } from '../../sessions/session-table.ts';
import type { ServiceContext } from '../service-context.ts';
import { getTree, treeAccessList, viewerGrants } from '../trees/index.ts';
import { deleteTreeOfLeavingOwner, transferTreeOwnership } from '../trees/commands/index.ts';
import { forgetProfileMirrorsOf } from '../family/index.ts';
import { deleteMemoriesOf } from '../memories/index.ts';
import { deleteVoiceMessagesOf } from '../voice-messages/index.ts';
import { deleteStoriesOf } from '../stories/index.ts';
import { deleteCapsulesOf } from '../time-capsules/index.ts';
import { deleteAnswersOf } from '../daily-moments/index.ts';
import { releaseFilesOf, storageOf } from '../files/index.ts';
import { gedcomFileKeysOf } from '../gedcom/index.ts';
import { deleteUserRecord } from '../users/index.ts';
import { deleteDnaKitsOf } from '../dna/index.ts';

export interface TreeDecision {
  treeId: string;
  /** Hand the tree to this user (someone with access to it); absent: delete the tree. */
  transferTo?: string | null;
}

/** The trees whose fate the viewer decides (those they own), each with the people it could be handed to. */
export async function accountDeletionChoices(sc: ServiceContext) {
  requireViewer(sc.viewer);
  const owned = (await viewerGrants(sc)).filter((g) => can(sc, 'own', 'Tree', { id: g.treeId }));
  const choices = [];
  for (const grant of owned) {
    const tree = await getTree(sc, grant.treeId);
    const accesses = await treeAccessList(sc, tree.id);
    choices.push({ tree, candidates: accesses.filter((a) => can(sc, 'receiveTree', 'TreeAccess', a)).map((a) => a.user) });
  }
  return choices;
}

/**
 * Deletes the viewer's account. Each tree they own must be handed to someone with access to it or
 * deleted (all decided before anything changes). Their memories (with their files), stories, voice
 * messages (for their recipients too, with the recordings), profile
 * photo, sessions, tokens, passkeys, connections, circles, notifications and GEDCOM files go; the
 * people and relationships they added to others' trees stay with those trees, and the people who
 * stood for them there stay as people. Family events they organized stay for their guests, with no
 * organizer. Their DNA kits go for good, with their stored genotypes and comparisons. The server's
 * administrator cannot delete their account.
 */
export async function deleteMyAccount(sc: ServiceContext, input: { email: string; trees?: TreeDecision[] | null }) {
  const viewer = requireViewer(sc.viewer);
  authorize(sc, 'deleteAccount', 'User', viewer, t('personal-data:adminCannotLeave'));
  if (input.email.trim().toLowerCase() !== viewer.email) throw invalid(t('personal-data:typeEmail'), { email: t('personal-data:field.notYourEmail') });
  const choices = await accountDeletionChoices(sc);
  const decisions = new Map((input.trees ?? []).map((d) => [d.treeId, d.transferTo ?? null]));
  const undecided = choices.filter((c) => !decisions.has(c.tree.id));
  if (undecided.length) throw invalid(t('personal-data:decideTrees', { trees: undecided.map((c) => t('personal-data:treeName', { name: c.tree.name })).join(', ') }), { trees: t('personal-data:field.decideEveryTree') });
  for (const choice of choices) {
    const to = decisions.get(choice.tree.id);
    if (to && !choice.candidates.some((u) => u.id === to)) throw invalid(t('personal-data:handOverToMember', { tree: choice.tree.name }), { trees: t('personal-data:field.noAccess') });
  }
  for (const [treeId] of decisions) if (!choices.some((c) => c.tree.id === treeId)) throw invalid(t('personal-data:onlyOwnTrees'), { trees: t('personal-data:field.notYourTree') });

  for (const choice of choices) {
    const to = decisions.get(choice.tree.id);
    if (to) await transferTreeOwnership(sc, choice.tree.id, to);
    else await deleteTreeOfLeavingOwner(sc, choice.tree.id);
  }
  const gedcomFiles = await gedcomFileKeysOf(sc.em, viewer.id);
  // DNA kits first, stored genotypes before their rows: a failure later leaves none of them behind.
  await deleteDnaKitsOf(sc, viewer.id);
  await sc.em.transactional(async (em) => {
    await deleteMemoriesOf(em, viewer.id);
    await deleteStoriesOf(em, viewer.id);
    await deleteCapsulesOf(em, viewer.id);
    await deleteAnswersOf(em, viewer.id);
    await deleteVoiceMessagesOf(em, viewer.id);
    await forgetProfileMirrorsOf(em, viewer.id);
    await releaseFilesOf(em, viewer.id);
    await endSessionsOf(em, viewer.id);
    await deleteUserRecord(em, viewer.id);
  });
  const storage = storageOf(sc.config);
  for (const key of gedcomFiles) await storage.remove(key).catch(() => {});
  return true;
}
