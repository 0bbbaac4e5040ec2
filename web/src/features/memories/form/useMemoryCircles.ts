import { useQuery } from '@apollo/client/react';
import { MemoryCirclesDocument } from '../memoryQueries';

/** The viewer's circles, where memories are shared. */
export function useMemoryCircles() {
  const { data, loading, refetch } = useQuery(MemoryCirclesDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  return { list: data?.circles, loading, retry: () => void refetch() };
}
