import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { MemoriesQuery } from '../../gql/graphql';
import { MemoriesDocument } from './memoryQueries';

export const PAGE_SIZE = 24;

export interface MemoryFilter {
  circleId?: string;
  memberId?: string;
}

/** Adds a page after the pages already shown, leaving out any memory shown twice. */
export function appendPage(previous: MemoriesQuery, next: MemoriesQuery): MemoriesQuery {
  const seen = new Set(previous.memories.nodes.map((m) => m.id));
  return {
    memories: {
      ...next.memories,
      nodes: [...previous.memories.nodes, ...next.memories.nodes.filter((m) => !seen.has(m.id))],
    },
  };
}

/**
 * Memories newest first, page after page along the server's cursor. `limit` asks for that many
 * and never more (a compact list of the latest ones).
 */
export function useMemoryPages({ circleId, memberId }: MemoryFilter, limit?: number) {
  const { data, loading, error, refetch, fetchMore } = useQuery(MemoriesDocument, {
    variables: { circleId, memberId, first: limit ?? PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const busy = useRef(false);
  const page = data?.memories;
  const hasMore = !limit && Boolean(page?.hasMore && page.endCursor);

  const loadMore = useCallback(async () => {
    if (busy.current || !page?.hasMore || !page.endCursor || limit) return;
    busy.current = true;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({
        variables: { after: page.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => appendPage(previous, fetchMoreResult),
      });
    } catch {
      setMoreFailed(true);
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [fetchMore, page, limit]);

  return {
    memories: page?.nodes ?? [],
    loaded: Boolean(page),
    loading,
    error,
    retry: () => void refetch(),
    hasMore,
    loadMore,
    loadingMore,
    moreFailed,
  };
}
