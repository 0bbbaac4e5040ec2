import { memoryUseScope } from '../../policies/memory.policy.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { isUuid } from '../../input/validation.ts';

/**
 * Which of `ids` are memories the viewer may put with something of theirs (an event's photos; memoryUseScope):
 * those they uploaded, and those of their circles. One statement.
 */
export async function usableMemoryIds(sc: ServiceContext, ids: readonly string[]): Promise<Set<string>> {
  const viewer = requireViewer(sc.viewer);
  const wanted = [...new Set(ids.filter(isUuid))];
  if (!wanted.length) return new Set();
  const usable = memoryUseScope('m', { id: viewer.id });
  const rows = await sc.em.execute<{ id: string }[]>(`select m.id from memories m where m.id = any(?::uuid[]) and ${usable.text}`, [`{${wanted.join(',')}}`, ...usable.params]);
  return new Set(rows.map((r) => r.id));
}
