import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreFooter } from '../../components/LoadMoreFooter';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { FamilyEventWhen } from '../../gql/graphql';
import { EventCard } from './EventCard';
import { EventListSkeleton } from './EventListSkeleton';
import { EVENTS_EMPTY } from './eventText';
import { useEventPages } from './useEventPages';

const EMPTY: Record<FamilyEventWhen, { title: string; text: string }> = {
  upcoming: EVENTS_EMPTY,
  past: { title: 'No past events', text: 'Events that are over will be kept here.' },
};

interface EventListProps {
  when: FamilyEventWhen;
  /** Shown under the empty state, e.g. an Add Event button. */
  emptyAction?: ReactNode;
}

/** Upcoming events soonest first, or past ones latest first, as cards with a Load more button. */
export function EventList({ when, emptyAction }: EventListProps) {
  const pages = useEventPages(when);

  if (!pages.loaded && pages.error) return <QueryErrorAlert message="Events could not be loaded." onRetry={pages.retry} />;
  if (!pages.loaded) return <EventListSkeleton />;
  if (pages.events.length === 0) {
    return (
      <Box sx={{ display: 'grid', justifyItems: 'center', pb: 2 }}>
        <EmptyState icon={<EventRoundedIcon />} {...EMPTY[when]} />
        {when === 'upcoming' && emptyAction}
      </Box>
    );
  }

  return (
    <>
      <Box
        component="ul"
        aria-label={when === 'upcoming' ? 'Upcoming events' : 'Past events'}
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {pages.events.map((event) => (
          <Box component="li" key={event.id} sx={{ minWidth: 0 }}>
            <EventCard event={event} />
          </Box>
        ))}
      </Box>
      {pages.hasMore && (
        <LoadMoreFooter
          loadsOnScroll={false}
          failedMessage="More events could not be loaded."
          loading={pages.loadingMore}
          failed={pages.moreFailed}
          onLoadMore={() => void pages.loadMore()}
        />
      )}
    </>
  );
}
