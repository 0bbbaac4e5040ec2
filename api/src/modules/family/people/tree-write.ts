import { t } from '../../../i18n.ts';
import { withTreeLock } from '../../../db/tree-lock.ts';
import { authorize } from '../../../policies/authorize.ts';
import type { ServiceContext } from '../../service-context.ts';
import { requireGrant, type TreeGrant } from '../../trees/index.ts';
import { hasLimitedAccess, refreshBranches, unseenBy } from '../branches/branch.repository.ts';

/** A service context inside a tree write: `touched` collects the people the write adds or changes. */
export interface TreeWriteContext extends ServiceContext {
  treeId: string;
  grant: TreeGrant;
  touched: Set<string>;
}

/**
 * Runs a change to a tree in one transaction holding the tree's lock, so its checks (two parents at
 * most, no ancestry loop, no duplicate) see every earlier write and no concurrent one, whoever of the
 * tree's editors makes it. Viewers are refused. Afterwards the branches of limited users are worked
 * out again, and a limited editor's change must have stayed inside their branch, or nothing is saved.
 */
export async function writeTree<T>(sc: ServiceContext, treeId: string, work: (tx: TreeWriteContext) => Promise<T>): Promise<T> {
  const grant = await requireGrant(sc, treeId);
  authorize(sc, 'edit', 'Tree', { id: treeId }, t('family:tree.viewOnly'));
  return withTreeLock(sc.em, treeId, async (em) => {
    const tx: TreeWriteContext = { ...sc, em, treeId, grant, touched: new Set() };
    const result = await work(tx);
    await em.flush();
    if (await hasLimitedAccess(em, treeId)) await refreshBranches(em, treeId);
    const unseenTouched = (await unseenBy(em, grant, [...tx.touched])).length;
    authorize(sc, 'keepChange', 'Tree', { tree: { id: treeId }, unseenTouched }, t('family:tree.outsideBranch'));
    return result;
  });
}
