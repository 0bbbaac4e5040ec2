import { invalid } from '../../errors.ts';
import type { ServiceContext } from '../service-context.ts';
import { getMember, getSelfMember } from './member.service.ts';
import { treeWindow } from './tree.repository.ts';

const MAX_GENERATIONS = 6;

/** The tree window around a member of the viewer's tree (default: the viewer's own member). */
export async function familyTree(sc: ServiceContext, focusId: string | null | undefined, up: number, down: number) {
  for (const [name, value] of [['generationsUp', up], ['generationsDown', down]] as const) {
    if (!Number.isInteger(value) || value < 0 || value > MAX_GENERATIONS) {
      throw invalid(`${name} must be between 0 and ${MAX_GENERATIONS}.`, { [name]: `Must be between 0 and ${MAX_GENERATIONS}` });
    }
  }
  const focus = focusId ? await getMember(sc, focusId) : await getSelfMember(sc);
  const window = await treeWindow(sc.em, focus.owner.id, focus.id, up, down);
  return { focusId: focus.id, ...window };
}
