import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FamilyTreeColumnsDocument, FamilyTreeDocument } from './familyTreeQuery';
import { forgetOpeningRead, readAtOpening } from './openingRead';
import { windowFromColumns } from './treeColumns';
import type { TreeWindowData } from './tree/layout';
import { nearVariables, reachesFar, wholeVariables } from '../../../../shared/tree-address/index.ts';


export interface WindowRequest {
  treeId?: string;
  focusId?: string;
  up: number;
  down: number;
}


/**
 * The tree window on screen, in two steps when it reaches beyond the near generations: the near
 * generations first (a small answer, drawn at once), then, once the chart has painted them, the
 * whole window in columns, which replaces them when it has come. Reading the whole window only then
 * keeps the server and the browser free for the first frame (when the server drew that frame into
 * the page, preloadTreeScreen asks for it as the app starts instead). Both are cached — the near window is
 * small, and the whole one is a single JSON value, never spread into the cache person by person — so
 * what preloadTreeScreen read before the app rendered is drawn at once (a request still under way
 * is shared, not sent twice). The near window is read again from the network whenever it is shown,
 * but for the one read as the app opened (openingRead.ts).
 */
export function useTreeWindow({ treeId, focusId, up, down }: WindowRequest) {
  const far = reachesFar({ up, down });
  // The first frame shows the near generations; the chart says when it has painted them.
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);
  const nearVars = nearVariables({ treeId, focusId, up, down });
  // Read again from the network each time it is shown, but for the read the app opened with.
  const [firstPolicy] = useState<'cache-first' | 'cache-and-network'>(() => (readAtOpening(nearVars) ? 'cache-first' : 'cache-and-network'));
  useEffect(forgetOpeningRead, []);
  const near = useQuery(FamilyTreeDocument, {
    variables: nearVars,
    fetchPolicy: firstPolicy,
    // After that first answer, and for any other window (a new focus), from the network again.
    nextFetchPolicy: () => 'cache-and-network' as const,
  });
  const whole = useQuery(FamilyTreeColumnsDocument, {
    variables: wholeVariables({ treeId, focusId, up, down }),
    // One JSON value, cheap to keep: read once, then refreshed by name after every change to the
    // tree, and forgotten when the tree changes (refresh.ts).
    fetchPolicy: 'cache-first',
    // Asked for once the near generations are on screen, or at once when they could not be read.
    skip: !far || (!drawn && !near.error),
  });
  const nearWindow: TreeWindowData | undefined = near.data?.familyTree ?? near.previousData?.familyTree;
  // While a whole window is read again (after a change), the one before stays on screen if it is
  // around the same person.
  const previous = whole.previousData?.familyTreeColumns;
  const answer = whole.data?.familyTreeColumns ?? (previous && previous.focusId === (focusId ?? nearWindow?.focusId) ? previous : undefined);
  const showingWhole = Boolean(far && answer && (drawn || !nearWindow));
  // Unpacked only once it is to be drawn, so that the first frame does not wait for it.
  const wholeWindow = useMemo(() => (showingWhole && answer ? windowFromColumns(answer) : null), [showingWhole, answer]);
  return {
    treeWindow: (showingWhole ? wholeWindow : null) || nearWindow,
    onDrawn,
    /** Whether the chart has painted its first frame. */
    drawn,
    /** Whether the whole window is still to come (the near generations are shown meanwhile). */
    completing: far && !showingWhole && !whole.error,
    loading: near.loading || (far && whole.loading),
    error: near.error ?? (far ? whole.error : undefined),
    refetch: () => Promise.all([near.refetch(), far ? whole.refetch() : null]),
  };
}
