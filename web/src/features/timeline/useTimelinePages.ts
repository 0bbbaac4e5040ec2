import type { TimelineFilter } from '../../gql/graphql';
import { useCursorPages } from '../../lib/useCursorPages';
import { TimelineDocument } from './timelineQueries';

export const PAGE_SIZE = 50;

/** The timeline newest first under a filter, from the end of `fromYear` when given, page after page along the server's cursor. */
export function useTimelinePages(filter: TimelineFilter, fromYear: number | null) {
  const { items, ...pages } = useCursorPages(TimelineDocument, { filter, fromYear, first: PAGE_SIZE }, 'timeline');
  return { entries: items, ...pages };
}
