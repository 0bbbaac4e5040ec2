import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/PageHeader';
import type { TimelineFilter } from '../../gql/graphql';
import { TIMELINE_FILTERS, TimelineFilters } from './TimelineFilters';
import { TimelineList } from './TimelineList';
import { YearSelect } from './YearSelect';

/** The filter and the year in the address, so a jump can be shared and the back button undoes it. */
function useTimelineParams() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('filter');
  const filter = TIMELINE_FILTERS.find((f) => f.value === asked)?.value ?? 'all';
  const year = Number.parseInt(params.get('year') ?? '', 10);
  const fromYear = Number.isFinite(year) && year > 0 ? year : null;
  const change = (next: { filter?: TimelineFilter; fromYear?: number | null }) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      const nextFilter = next.filter ?? filter;
      const nextYear = next.fromYear === undefined ? fromYear : next.fromYear;
      if (nextFilter === 'all') changed.delete('filter');
      else changed.set('filter', nextFilter);
      if (nextYear === null) changed.delete('year');
      else changed.set('year', String(nextYear));
      return changed;
    });
  return { filter, fromYear, change };
}

/** The family's timeline at `/timeline`: what happened, year by year, newest first. */
export function TimelinePage() {
  const { t } = useTranslation('timeline');
  const { filter, fromYear, change } = useTimelineParams();
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <PageHeader title={t('page.title')} intro={t('page.intro')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <TimelineFilters value={filter} onChange={(next) => change({ filter: next })} />
        <YearSelect filter={filter} value={fromYear} onChange={(year) => change({ fromYear: year })} />
      </Stack>
      <TimelineList key={`${filter}-${fromYear ?? 'newest'}`} filter={filter} fromYear={fromYear} />
    </Box>
  );
}
