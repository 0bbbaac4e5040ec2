import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const PARAM = 'gedcomJob';

/**
 * The job on screen, kept in the address (`?gedcomJob=<id>`) so that reloading the page opens the
 * dialog on it again. `openTree` leaves the job for another tree, as the tree switcher does.
 */
export function useGedcomJobParam() {
  const [params, setParams] = useSearchParams();
  const jobId = params.get(PARAM);

  const setJobId = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(PARAM, id);
          else next.delete(PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const openTree = useCallback(
    (treeId: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        next.delete('focus');
        next.set('tree', treeId);
        return next;
      }),
    [setParams],
  );

  return { jobId, setJobId, openTree };
}
