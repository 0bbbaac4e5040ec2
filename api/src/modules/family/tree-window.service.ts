import { invalid, notFound } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { isUuid } from '../validation.ts';
import type { ServiceContext } from '../service-context.ts';
import { loadGrant, rememberGrant, toGrant, viewerGrants } from '../trees/index.ts';
import { treeWindow } from './tree-window.repository.ts';

const MAX_GENERATIONS = 30;

/**
 * The window around a person of a tree (default: the tree the viewer opened last, centred on the
 * viewer's own person there), in one statement after the viewer's grant. Only people the viewer sees
 * are in it; a tree they have no access to, or a focus they do not see, is NOT_FOUND. A tree in which
 * they see nobody gives an empty window.
 */
export async function familyTree(sc: ServiceContext, treeId: string | null | undefined, focusId: string | null | undefined, up: number, down: number) {
  for (const [name, value] of [['generationsUp', up], ['generationsDown', down]] as const) {
    if (!Number.isInteger(value) || value < 0 || value > MAX_GENERATIONS) {
      throw invalid(`${name} must be between 0 and ${MAX_GENERATIONS}.`, { [name]: `Must be between 0 and ${MAX_GENERATIONS}` });
    }
  }
  const viewer = requireViewer(sc.viewer);
  if (focusId && !isUuid(focusId)) throw notFound('Family member');
  if (treeId && !isUuid(treeId)) throw notFound('Tree');
  // The grant decides which form of the statement runs: the whole tree, or a branch.
  const known = treeId ? await loadGrant(sc, treeId) : ((await viewerGrants(sc))[0] ?? null);
  if (!known) throw notFound('Tree');
  const { grant: row, ...window } = await treeWindow(sc.em, known.branch !== null, known.treeId, focusId ?? null, viewer.id, up, down);
  if (!row) throw notFound('Tree');
  const grant = toGrant(row);
  rememberGrant(sc, grant);
  if (focusId && !window.focusId) throw notFound('Family member');
  return { ...window, treeId: grant.treeId, grant };
}
