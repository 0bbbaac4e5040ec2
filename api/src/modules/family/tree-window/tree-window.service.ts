import { invalid, notFound } from '../../../errors.ts';
import { t } from '../../../i18n.ts';
import { requireViewer } from '../../../policies/authorize.ts';
import { isUuid, says } from '../../../input/validation.ts';
import type { ServiceContext } from '../../service-context.ts';
import { knownGrant, rememberGrant, toGrant } from '../../trees/index.ts';
import { grantAndRevision, treeColumns, treeWindow, treeWindowParams, type TreeColumnsRow, type TreeWindowRow } from './tree-window.repository.ts';
import { readPreparedWindow, storePreparedWindow } from './prepared-window.repository.ts';
import { sharedWindow, windowKey, windowOfTree, type PreparedStore } from './whole-window-cache.ts';
import { MAX_GENERATIONS, reachesFar, type TreeAddress } from '../../../../../shared/tree-address/index.ts';

export { MAX_GENERATIONS };

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

/**
 * The same window in columns, for whole large trees (see COLUMN_FIELDS). For a viewer who sees the
 * whole tree, a large window read since the tree last changed is answered from memory, or from the
 * database's copy that any server made (see whole-window-cache.ts): a short statement reads their
 * grant and the tree's revision first.
 */
export async function familyTreeColumns(sc: ServiceContext, treeId: string | null | undefined, focusId: string | null | undefined, up: number, down: number) {
  const viewer = checkWindowRequest(sc, up, down, treeId, focusId);
  const whichWindow = windowOfTree(focusId ?? null, viewer.id, up, down);
  const head = await grantAndRevision(sc.em, treeId ?? null, viewer.id, whichWindow);
  if (!head) throw notFound('Tree');
  const grant = toGrant(head.grant);
  rememberGrant(sc, grant);
  if (grant.branch) return windowOf(sc, treeColumns, grant.treeId, focusId, up, down);
  const key = windowKey(grant.treeId, head.revision, focusId ?? null, viewer.id, up, down);
  const window = await sharedWindow(
    sc.config,
    key,
    async () => {
      const { grant: _read, ...read } = await windowOf(sc, treeColumns, grant.treeId, focusId, up, down);
      return read;
    },
    preparedStore(sc, grant.treeId, head.revision, whichWindow, head.prepared),
  );
  return { ...window, treeId: grant.treeId, grant };
}

/**
 * The database's copy of a whole window (prepared_tree_windows), read only when the first statement
 * found one (`prepared`), and written after the answer on a connection of its own.
 */
function preparedStore(sc: ServiceContext, treeId: string, revision: number, window: string, prepared: boolean): PreparedStore {
  return {
    load: async () => (prepared ? readPreparedWindow(sc.em, treeId, window, revision) : null),
    save: (whole) => storePreparedWindow(sc.em.fork(), treeId, window, revision, whole),
  };
}

/**
 * Starts reading the whole window a tree page's address asks for (when it reaches beyond the near
 * generations) as the page is served, so that it is under way, or kept, when the page asks for it
 * after drawing the near generations. Nothing is answered: a refusal or failure here is the page's
 * own request's to report.
 */
export function prepareWholeWindow(sc: ServiceContext, address: TreeAddress): void {
  if (!sc.viewer || !reachesFar(address)) return;
  familyTreeColumns(sc, address.treeId, address.focusId, address.up, address.down).catch(() => undefined);
}

/** A window's arguments, checked before anything is read; returns the signed-in viewer. */
function checkWindowRequest(sc: ServiceContext, up: number, down: number, treeId: string | null | undefined, focusId: string | null | undefined) {
  for (const [name, value] of [['generationsUp', up], ['generationsDown', down]] as const) {
    if (!Number.isInteger(value) || value < 0 || value > MAX_GENERATIONS) {
      throw invalid(t('family:window.generations', { name, max: MAX_GENERATIONS }), { [name]: says.between(0, MAX_GENERATIONS)() });
    }
  }
  const viewer = requireViewer(sc.viewer);
  if (focusId && !isUuid(focusId)) throw notFound('Family member');
  if (treeId && !isUuid(treeId)) throw notFound('Tree');
  return viewer;
}

async function windowOf<R extends TreeWindowRow | TreeColumnsRow>(
  sc: ServiceContext,
  read: (em: ServiceContext['em'], limited: boolean, ...params: Parameters<typeof treeWindowParams>) => Promise<R>,
  treeId: string | null | undefined,
  focusId: string | null | undefined,
  up: number,
  down: number,
) {
  const viewer = checkWindowRequest(sc, up, down, treeId, focusId);
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
