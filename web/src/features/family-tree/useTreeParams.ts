import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MAX_GENERATIONS, treeAddressOf } from '../../../../shared/tree-address/index.ts';

export { DEFAULT_GENERATIONS, MAX_GENERATIONS } from '../../../../shared/tree-address/index.ts';

/** Whether the chart offers one more generation that way: there is more, and the address may ask for it. */
export const canShowMore = (hasMore: boolean, generations: number) => hasMore && generations < MAX_GENERATIONS;

/** What an address asks the tree screen to show (see useTreeParams). */
export const treeParamsOf = treeAddressOf;

/**
 * What the tree shows, kept in the address so it can be shared, reloaded and stepped back through:
 * `?tree=<tree id>&focus=<member id>&up=<generations>&down=<generations>`. Without a tree, the
 * server opens the one the viewer opened last.
 */
export function useTreeParams() {
  const [params, setParams] = useSearchParams();
  const { treeId, focusId, up, down } = treeParamsOf(params);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const setFocus = useCallback((id: string | null) => update({ focus: id }), [update]);
  const setGenerations = useCallback(
    (direction: 'up' | 'down', value: number) =>
      update({ [direction]: String(Math.min(MAX_GENERATIONS, Math.max(0, value))) }, true),
    [update],
  );

  /** Another tree: its own default focus. */
  const setTree = useCallback((id: string) => update({ tree: id, focus: null }), [update]);

  return { treeId, focusId, up, down, setFocus, setGenerations, setTree };
}
