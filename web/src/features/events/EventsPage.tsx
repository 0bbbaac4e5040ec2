import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '../../components/PageHeader';
import type { FamilyEventWhen } from '../../gql/graphql';
import { AddEventButton } from './AddEventButton';
import { EventList } from './EventList';
import { CalendarFeedSection } from './feed/CalendarFeedSection';

/** The family's events at `/events`: upcoming or past ones, a way to add one, and the calendar feed. */
export function EventsPage() {
  const { t } = useTranslation('events');
  const [params, setParams] = useSearchParams();
  const when: FamilyEventWhen = params.get('when') === 'past' ? 'past' : 'upcoming';
  const choose = (next: FamilyEventWhen) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'past') changed.set('when', 'past');
        else changed.delete('when');
        return changed;
      },
      { replace: true },
    );

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <PageHeader title={t('page.title')} intro={t('page.intro')} action={<AddEventButton />} />
      <Stack spacing={3}>
        <Box>
          <Tabs value={when} onChange={(_, next: FamilyEventWhen) => choose(next)} aria-label={t('page.tabs')} sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="upcoming" label={t('page.upcoming')} id="events-tab-upcoming" aria-controls="events-panel" />
            <Tab value="past" label={t('page.past')} id="events-tab-past" aria-controls="events-panel" />
          </Tabs>
          <Box role="tabpanel" id="events-panel" aria-labelledby={`events-tab-${when}`}>
            <EventList key={when} when={when} emptyAction={<AddEventButton variant="outlined" />} />
          </Box>
        </Box>
        <CalendarFeedSection />
      </Stack>
    </Box>
  );
}
