import { useCallback, useRef, useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** One page of a list read along the server's cursor. */
export interface CursorPage<TNode extends { id: string }> {
  nodes: TNode[];
  hasMore: boolean;
  endCursor?: string | null;
}

type NodeOf<TData, K extends keyof TData> = TData[K] extends CursorPage<infer TNode> ? TNode : never;

/** Adds a page after those already shown, leaving out any item shown twice. */
export function appendCursorPage<TData, K extends keyof TData>(previous: TData, next: TData, field: K): TData {
  const before = previous[field] as CursorPage<{ id: string }>;
  const after = next[field] as CursorPage<{ id: string }>;
  const seen = new Set(before.nodes.map((n) => n.id));
  return { ...next, [field]: { ...after, nodes: [...before.nodes, ...after.nodes.filter((n) => !seen.has(n.id))] } };
}

interface CursorPagesOptions {
  /** Shows only the first page and never offers more (a compact list of the latest ones). */
  firstPageOnly?: boolean;
}

/**
 * A list query's items page after page along the server's cursor: `field` names the query's paged
 * field, and the query takes an `after` cursor beside `variables`.
 */
export function useCursorPages<TData, TVariables extends OperationVariables & { after?: string | null }, K extends keyof TData>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  field: K,
  { firstPageOnly = false }: CursorPagesOptions = {},
) {
  const { data, loading, error, refetch, fetchMore } = useQuery(document, {
    variables,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  } as useQuery.Options<TData, TVariables>);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const busy = useRef(false);
  const page = (data as TData | undefined)?.[field] as CursorPage<NodeOf<TData, K>> | undefined;

  const loadMore = useCallback(async () => {
    if (busy.current || !page?.hasMore || !page.endCursor || firstPageOnly) return;
    busy.current = true;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({
        variables: { after: page.endCursor } as Partial<TVariables>,
        updateQuery: (previous, { fetchMoreResult }) => appendCursorPage(previous as TData, fetchMoreResult as TData, field),
      });
    } catch {
      setMoreFailed(true);
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [fetchMore, page, field, firstPageOnly]);

  return {
    items: page?.nodes ?? [],
    loaded: Boolean(page),
    loading,
    error,
    retry: () => void refetch(),
    hasMore: !firstPageOnly && Boolean(page?.hasMore && page.endCursor),
    loadMore,
    loadingMore,
    moreFailed,
  };
}
