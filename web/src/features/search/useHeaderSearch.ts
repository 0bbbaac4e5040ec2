import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { flattenResults, type SearchHit } from './resultGroups';
import { HeaderSearchDocument } from './searchQuery';

import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from './searchLimits';

export { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH };
const PER_KIND = 5;
const DEBOUNCE_MS = 250;

export type SearchState =
  | { status: 'short' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'done'; query: string; hits: SearchHit[] };

/**
 * Searches once typing pauses, from 2 characters: what the list shows for the typed text. While a
 * new search runs, the previous results stay listed so the list does not flicker.
 */
export function useHeaderSearch(typed: string): { state: SearchState; hits: SearchHit[] } {
  const text = typed.trim().slice(0, MAX_QUERY_LENGTH);
  const query = useDebouncedValue(text, DEBOUNCE_MS);
  const ready = query.length >= MIN_QUERY_LENGTH;
  const { data, previousData, loading, error, refetch } = useQuery(HeaderSearchDocument, {
    variables: { query, first: PER_KIND },
    skip: !ready,
  });
  if (text.length < MIN_QUERY_LENGTH) return { state: { status: 'short' }, hits: [] };
  const settled = ready && query === text && !loading;
  if (settled && error) return { state: { status: 'error', retry: () => void refetch().catch(() => undefined) }, hits: [] };
  const shown = flattenResults((data ?? previousData)?.search);
  if (settled && data) return { state: { status: 'done', query, hits: shown }, hits: shown };
  return { state: { status: 'loading' }, hits: shown };
}
