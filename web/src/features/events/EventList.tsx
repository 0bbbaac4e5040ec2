import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreFooter } from '../../components/LoadMoreFooter';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { FamilyEventWhen } from '../../gql/graphql';
import { EventCard } from './EventCard';
import { EventListSkeleton } from './EventListSkeleton';
import { EVENTS_EMPTY } from './eventText';
import { tKey } from '../../lib/i18n';
import { useEventPages } from './useEventPages';

const EMPTY: Record<FamilyEventWhen, { title: string; text: string }> = {
  upcoming: EVENTS_EMPTY,
  past: { title: tKey('empty.past.title'), text: tKey('empty.past.text') },
};

interface EventListProps {
  when: FamilyEventWhen;
  /** Shown under the empty state, e.g. an Add Event button. */
  emptyAction?: ReactNode;
}

/** Upcoming events soonest first, or past ones latest first, as cards with a Load more button. */
export function EventList({ when, emptyAction }: EventListProps) {
  const { t } = useTranslation('events');
  const pages = useEventPages(when);

  if (!pages.loaded && pages.error) return <QueryErrorAlert message={t('list.failed')} onRetry={pages.retry} />;
  if (!pages.loaded) return <EventListSkeleton />;
  if (pages.events.length === 0) {
    return (
      <Box sx={{ display: 'grid', justifyItems: 'center', pb: 2 }}>
        <EmptyState icon={<EventRoundedIcon />} title={t(EMPTY[when].title)} text={t(EMPTY[when].text)} />
        {when === 'upcoming' && emptyAction}
      </Box>
    );
  }

  return (
    <>
      <Box
        component="ul"
        aria-label={when === 'upcoming' ? t('list.upcoming') : t('list.past')}
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
          failedMessage={t('list.moreFailed')}
          loading={pages.loadingMore}
          failed={pages.moreFailed}
          onLoadMore={() => void pages.loadMore()}
        />
      )}
    </>
  );
}
