import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_GENERATIONS = 2;
/** As far as the API goes each way. */
export const MAX_GENERATIONS = 30;

function generations(value: string | null): number {
  const n = value === null ? NaN : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return DEFAULT_GENERATIONS;
  return Math.min(MAX_GENERATIONS, Math.max(0, n));
}

/** What an address asks the tree screen to show (see useTreeParams). */
export function treeParamsOf(params: URLSearchParams) {
  return {
    treeId: params.get('tree') || undefined,
    focusId: params.get('focus') || undefined,
    up: generations(params.get('up')),
    down: generations(params.get('down')),
  };
}

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
