import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import TimelineRoundedIcon from '@mui/icons-material/TimelineRounded';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreFooter } from '../../components/LoadMoreFooter';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { TimelineEntryFieldsFragment, TimelineFilter } from '../../gql/graphql';
import { TimelineEntryCard } from './TimelineEntryCard';
import { TimelineSkeleton } from './TimelineSkeleton';
import { useTimelinePages } from './useTimelinePages';

/** Entries in runs of the same year, in the order given (newest first). */
export function byYear(entries: TimelineEntryFieldsFragment[]) {
  const years: { year: string; entries: TimelineEntryFieldsFragment[] }[] = [];
  for (const entry of entries) {
    const year = entry.date.slice(0, 4).replace(/^0+/, '');
    if (years.at(-1)?.year === year) years.at(-1)!.entries.push(entry);
    else years.push({ year, entries: [entry] });
  }
  return years;
}

/** The entries under a filter from the end of a year (or the newest), grouped by year, more loading as the viewer scrolls. */
export function TimelineList({ filter, fromYear }: { filter: TimelineFilter; fromYear: number | null }) {
  const { t } = useTranslation('timeline');
  const pages = useTimelinePages(filter, fromYear);

  if (!pages.loaded && pages.error) return <QueryErrorAlert message={t('list.loadFailed')} onRetry={pages.retry} />;
  if (!pages.loaded) return <TimelineSkeleton />;
  if (pages.entries.length === 0) {
    return <EmptyState icon={<TimelineRoundedIcon />} title={t('list.emptyTitle')} text={t('list.emptyText')} />;
  }
  return (
    <>
      {byYear(pages.entries).map(({ year, entries }) => (
        <Box component="section" key={year} aria-labelledby={`timeline-year-${year}`} sx={{ mb: 2 }}>
          {/* Held just below the page's sticky header while its year is read. */}
          <Typography id={`timeline-year-${year}`} variant="h5" component="h2" sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 1, bgcolor: 'background.default', py: 1 }}>
            {year}
          </Typography>
          <Divider />
          {/* A line down the year, through the middle of each entry's icon. */}
          <Box component="ol" sx={{ m: 0, ml: 2.5, p: 0, listStyle: 'none', borderLeft: 2, borderColor: 'divider' }}>
            {entries.map((entry) => (
              <Box component="li" key={entry.id} sx={{ ml: '-21px' }}>
                <TimelineEntryCard entry={entry} />
              </Box>
            ))}
          </Box>
        </Box>
      ))}
      {pages.hasMore && <LoadMoreFooter failedMessage={t('list.moreFailed')} loading={pages.loadingMore} failed={pages.moreFailed} onLoadMore={() => void pages.loadMore()} />}
    </>
  );
}
