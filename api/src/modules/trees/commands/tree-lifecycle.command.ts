import { invalid } from '../../../errors.ts';
import { t } from '../../../i18n.ts';
import { authorize, can, requireViewer } from '../../../policies/authorize.ts';
import { discardFile, removeStoredFile } from '../../files/index.ts';
import { recordActivity } from '../../activity/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import { findUserById } from '../../users/index.ts';
import { check } from '../../../input/validation.ts';
import { getTree, removeTreeRecord, stageTree } from '../tree.service.ts';
import { viewerGrants } from '../grant.service.ts';
import { treeName } from '../tree.input.ts';
import * as yup from 'yup';
import { treePeople } from '../tree-people.ts';

const newTreeRules = yup.object({ name: treeName() });

/** Starts a new tree that the viewer owns, with their own person in it (mirroring their profile). */
export async function createTree(sc: ServiceContext, name: string) {
  const viewer = requireViewer(sc.viewer);
  const clean = await check(newTreeRules, { name });
  const user = (await findUserById(sc.em, viewer.id))!;
  const tree = stageTree(sc.em, user, clean.name);
  treePeople().stageOwnerPerson(sc.em, tree.id, user);
  recordActivity(sc.em, { actor: viewer, verb: 'tree_created', objectType: 'tree', objectId: tree.id, treeId: tree.id, data: { treeName: tree.name } });
  await sc.em.flush();
  return tree;
}

/** The owner deletes a tree with everyone and everything in it; the people's photos go too. */
export async function deleteTree(sc: ServiceContext, id: string): Promise<string> {
  const tree = await getTree(sc, id);
  authorize(sc, 'delete', 'Tree', tree, t('family:tree.ownerDeletes'));
  // Everyone keeps a tree of their own: the last one a user owns goes only with their account.
  const owned = (await viewerGrants(sc)).filter((g) => can(sc, 'own', 'Tree', { id: g.treeId }));
  if (owned.length <= 1) throw invalid(t('family:tree.onlyTree'), { id: t('family:field.onlyTree') });
  return removeTree(sc, tree.id);
}

/** A tree its owner deletes as they delete their account (their last one too). */
export async function deleteTreeOfLeavingOwner(sc: ServiceContext, id: string): Promise<string> {
  const tree = await getTree(sc, id);
  authorize(sc, 'delete', 'Tree', tree, t('family:tree.ownerDeletes'));
  return removeTree(sc, tree.id);
}

async function removeTree(sc: ServiceContext, id: string): Promise<string> {
  const photos = await sc.em.transactional(async (em) => {
    const keys = await treePeople().photoKeysOf(em, id);
    for (const key of keys) await removeStoredFile({ ...sc, em }, key);
    await removeTreeRecord(em, id);
    return keys;
  });
  for (const key of photos) await discardFile(sc, key);
  return id;
}
