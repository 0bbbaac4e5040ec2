import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { FamilyTreeColumnsDocument, FamilyTreeDocument } from './familyTreeQuery';
import { windowFromColumns } from './treeColumns';
import type { TreeWindowData } from './tree/layout';

/** The generations each way drawn first; a window reaching further is read whole afterwards. */
export const NEAR_GENERATIONS = 2;

export interface WindowRequest {
  treeId?: string;
  focusId?: string;
  up: number;
  down: number;
}

/** The near window's variables for a request: at most NEAR_GENERATIONS each way. */
export const nearVariables = ({ treeId, focusId, up, down }: WindowRequest) => ({
  treeId,
  focusId,
  generationsUp: Math.min(up, NEAR_GENERATIONS),
  generationsDown: Math.min(down, NEAR_GENERATIONS),
});

/**
 * The tree window on screen, in two steps when it reaches beyond the near generations: the near
 * generations first (a small answer, drawn at once), then the whole window in columns, which
 * replaces it when it has come. The whole window goes straight from the network to the layout:
 * putting a whole large family into the cache costs seconds, and every change refetches it. The near window
 * is small: it is cached, so one read before the app rendered (preloadTreeScreen) draws at once, and
 * read again from the network whenever it is shown.
 */
export function useTreeWindow({ treeId, focusId, up, down }: WindowRequest) {
  const far = up > NEAR_GENERATIONS || down > NEAR_GENERATIONS;
  const near = useQuery(FamilyTreeDocument, {
    variables: nearVariables({ treeId, focusId, up, down }),
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-and-network',
  });
  const whole = useQuery(FamilyTreeColumnsDocument, {
    variables: { treeId, focusId, generationsUp: up, generationsDown: down },
    fetchPolicy: 'no-cache',
    skip: !far,
  });
  const wholeWindow = useMemo(() => {
    const answer = whole.data?.familyTreeColumns;
    return answer ? windowFromColumns(answer) : null;
  }, [whole.data]);
  const nearWindow: TreeWindowData | undefined = near.data?.familyTree ?? near.previousData?.familyTree;
  return {
    treeWindow: (far && wholeWindow) || nearWindow,
    /** Whether the whole window is still on its way (the near generations are shown meanwhile). */
    completing: far && !wholeWindow && !whole.error,
    loading: near.loading || (far && whole.loading),
    error: near.error ?? (far ? whole.error : undefined),
    refetch: () => Promise.all([near.refetch(), far ? whole.refetch() : null]),
  };
}
