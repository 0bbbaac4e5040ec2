import type { FamilyEventWhen } from '../../gql/graphql';
import { useCursorPages } from '../../lib/useCursorPages';
import { FamilyEventsDocument } from './eventQueries';

export const EVENTS_PAGE_SIZE = 20;

/** Upcoming or past events, page after page along the server's cursor. */
export function useEventPages(when: FamilyEventWhen) {
  const { items, ...pages } = useCursorPages(FamilyEventsDocument, { when, first: EVENTS_PAGE_SIZE }, 'familyEvents');
  return { events: items, ...pages };
}
