import { useCursorPages } from '../../lib/useCursorPages';
import { MemoriesDocument } from './memoryQueries';

export const PAGE_SIZE = 24;

export interface MemoryFilter {
  circleId?: string;
  memberId?: string;
}

/**
 * Memories newest first, page after page along the server's cursor. `limit` asks for that many
 * and never more (a compact list of the latest ones).
 */
export function useMemoryPages({ circleId, memberId }: MemoryFilter, limit?: number) {
  const { items, ...pages } = useCursorPages(MemoriesDocument, { circleId, memberId, first: limit ?? PAGE_SIZE }, 'memories', {
    firstPageOnly: Boolean(limit),
  });
  return { memories: items, ...pages };
}
