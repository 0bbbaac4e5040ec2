import { invalid, notFound } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { isUuid } from '../validation.ts';
import type { ServiceContext } from '../service-context.ts';
import { knownGrant, rememberGrant, toGrant } from '../trees/index.ts';
import { treeColumns, treeWindow, treeWindowParams, type TreeColumnsRow, type TreeWindowRow } from './tree-window.repository.ts';

/** The most generations a window reaches each way. */
export const MAX_GENERATIONS = 30;

/**
 * The window around a person of a tree (default: the tree the viewer opened last, centred on the
 * viewer's own person there), in one statement that also reads the viewer's grant (two when a branch
 * limits them). Only people the viewer sees
 * are in it; a tree they have no access to, or a focus they do not see, is NOT_FOUND. A tree in which
 * they see nobody gives an empty window.
 */
export async function familyTree(sc: ServiceContext, treeId: string | null | undefined, focusId: string | null | undefined, up: number, down: number) {
  return windowOf(sc, treeWindow, treeId, focusId, up, down);
}

/** The same window in columns, for whole large trees (see COLUMN_FIELDS). */
export async function familyTreeColumns(sc: ServiceContext, treeId: string | null | undefined, focusId: string | null | undefined, up: number, down: number) {
  return windowOf(sc, treeColumns, treeId, focusId, up, down);
}

async function windowOf<R extends TreeWindowRow | TreeColumnsRow>(
  sc: ServiceContext,
  read: (em: ServiceContext['em'], limited: boolean, ...params: Parameters<typeof treeWindowParams>) => Promise<R>,
  treeId: string | null | undefined,
  focusId: string | null | undefined,
  up: number,
  down: number,
) {
  for (const [name, value] of [['generationsUp', up], ['generationsDown', down]] as const) {
    if (!Number.isInteger(value) || value < 0 || value > MAX_GENERATIONS) {
      throw invalid(`${name} must be between 0 and ${MAX_GENERATIONS}.`, { [name]: `Must be between 0 and ${MAX_GENERATIONS}` });
    }
  }
  const viewer = requireViewer(sc.viewer);
  if (focusId && !isUuid(focusId)) throw notFound('Family member');
  if (treeId && !isUuid(treeId)) throw notFound('Tree');
  // The whole-tree form first, unless this request already knows the grant has a branch: it
  // returns the grant, and walks nobody when the grant has one, so the branch form runs then.
  const known = treeId ? knownGrant(sc, treeId) : undefined;
  if (known === null) throw notFound('Tree');
  const branchFirst = Boolean(known?.branch);
  let result = await read(sc.em, branchFirst, treeId ?? null, focusId ?? null, viewer.id, up, down);
  if (!branchFirst && result.grant && toGrant(result.grant).branch) {
    result = await read(sc.em, true, result.grant.tree_id, focusId ?? null, viewer.id, up, down);
  }
  const { grant: row, ...window } = result;
  if (!row) throw notFound('Tree');
  const grant = toGrant(row);
  rememberGrant(sc, grant);
  if (focusId && !window.focusId) throw notFound('Family member');
  return { ...window, treeId: grant.treeId, grant };
}
