import { notFound } from '../../errors.ts';
import { isUuid } from '../../input/validation.ts';
import { authorize, requireViewer, type Action } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import type { DnaKit } from './dna-kit.entity.ts';
import { kitsOf, readableKit } from './dna-kit.repository.ts';

/** The viewer's own kits, newest first. */
export function myDnaKits(sc: ServiceContext): Promise<DnaKit[]> {
  const viewer = requireViewer(sc.viewer);
  return kitsOf(sc.em, viewer.id);
}

/** One of the viewer's kits for the action; anyone else's is NOT_FOUND. */
export async function getDnaKit(sc: ServiceContext, id: string, action: Action<'DnaKit'> = 'read'): Promise<DnaKit> {
  const viewer = requireViewer(sc.viewer);
  const kit = isUuid(id) ? await readableKit(sc.em, viewer.id, id) : null;
  if (!kit) throw notFound();
  authorize(sc, action, 'DnaKit', kit);
  return kit;
}
