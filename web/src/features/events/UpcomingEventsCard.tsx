import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import { EmptyState } from '../../components/EmptyState';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { UpcomingFamilyEventsDocument } from './eventQueries';
import { eventPath, EVENTS_EMPTY, EVENTS_PATH, eventWhenText } from './eventText';
import { EventFormDialog } from './form/EventFormDialog';

export const UPCOMING_SHOWN = 5;

function UpcomingSkeleton() {
  const { t } = useTranslation('events');
  return (
    <Box role="status" aria-label={t('upcoming.loading')} aria-busy="true">
      {[0, 1, 2].map((n) => (
        <Box key={n} sx={{ py: 1 }}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="45%" />
        </Box>
      ))}
    </Box>
  );
}

/** The next events the viewer organizes or is invited to, for the tree screen's sidebar. */
export function UpcomingEventsCard() {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const { data, loading, error, refetch } = useQuery(UpcomingFamilyEventsDocument, {
    variables: { first: UPCOMING_SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const events = data?.upcomingEvents ?? [];

  let body;
  if (loading && !data) body = <UpcomingSkeleton />;
  else if (error && !data) body = <QueryErrorAlert message={t('upcoming.failed')} onRetry={() => void refetch()} />;
  else if (events.length === 0) body = <EmptyState title={t(EVENTS_EMPTY.title)} text={t(EVENTS_EMPTY.text)} />;
  else {
    body = (
      <>
        <List disablePadding aria-label={t('upcoming.list')}>
          {events.map((event) => (
            <ListItem key={event.id} disablePadding>
              <ListItemButton component={RouterLink} to={eventPath(event.id)} sx={{ borderRadius: 2, px: 1.5 }}>
                <ListItemText
                  primary={event.title}
                  secondary={eventWhenText(event)}
                  slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Link component={RouterLink} to={EVENTS_PATH} underline="hover" variant="body2" sx={{ display: 'inline-block', mt: 1, px: 1.5 }}>
          {t('upcoming.seeAll')}
        </Link>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby="upcoming-events-title">
      <CardHeader
        title={t('upcoming.title')}
        avatar={<EventRoundedIcon color="primary" />}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'upcoming-events-title' } }}
      />
      <CardContent sx={{ pt: 0, '&:last-child': { pb: 2.5 } }}>
        {body}
        <Button fullWidth variant="outlined" startIcon={<AddRoundedIcon />} onClick={() => setAdding(true)} sx={{ mt: 2 }}>
          {t('add')}
        </Button>
      </CardContent>
      {adding && <EventFormDialog open onClose={() => setAdding(false)} onSaved={(id) => void navigate(eventPath(id))} />}
    </Card>
  );
}
