import { forbidden, invalid, notFound } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { isUuid } from '../validation.ts';
import type { ServiceContext } from '../service-context.ts';
import { treeWindow } from './tree.repository.ts';

const MAX_GENERATIONS = 30;

/** The tree window around a member of the viewer's tree (default: the viewer's own member). */
export async function familyTree(sc: ServiceContext, focusId: string | null | undefined, up: number, down: number) {
  for (const [name, value] of [['generationsUp', up], ['generationsDown', down]] as const) {
    if (!Number.isInteger(value) || value < 0 || value > MAX_GENERATIONS) {
      throw invalid(`${name} must be between 0 and ${MAX_GENERATIONS}.`, { [name]: `Must be between 0 and ${MAX_GENERATIONS}` });
    }
  }
  const viewer = requireViewer(sc.viewer);
  if (focusId && !isUuid(focusId)) throw notFound('Family member');
  // One statement reads the window and says whose the focus is; nothing of another tree is returned.
  const { focusId: found, focusOwnerId, ...window } = await treeWindow(sc.em, viewer.id, focusId ?? null, up, down);
  if (!found) throw notFound('Family member');
  if (focusOwnerId !== viewer.id) throw forbidden();
  return { focusId: found, ...window };
}
