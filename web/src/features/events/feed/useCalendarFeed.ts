import { useMutation, useQuery } from '@apollo/client/react';
import { CreateCalendarFeedDocument, RevokeCalendarFeedDocument } from '../eventMutations';
import { CalendarFeedDocument } from '../eventQueries';

/**
 * The viewer's calendar feed. A new address is answered in full once; the query is then read again,
 * and shows it with its secret left out.
 */
export function useCalendarFeed() {
  const query = useQuery(CalendarFeedDocument);
  const [create, creating] = useMutation(CreateCalendarFeedDocument, { refetchQueries: [CalendarFeedDocument] });
  const [revoke, revoking] = useMutation(RevokeCalendarFeedDocument, {
    update(cache, { data }) {
      if (data?.revokeCalendarFeed !== undefined) cache.writeQuery({ query: CalendarFeedDocument, data: { calendarFeed: null } });
    },
  });
  return {
    ...query,
    feed: query.data?.calendarFeed ?? null,
    create: async () => (await create()).data?.createCalendarFeed.url ?? null,
    creating: creating.loading,
    revoke: () => revoke(),
    revoking: revoking.loading,
  };
}
