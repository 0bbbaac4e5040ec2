import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import { UserAvatar } from '../../../components/UserAvatar';
import type { EventDetailsFieldsFragment } from '../../../gql/graphql';
import { CancelledBadge, EventTypeBadge, PrivateEventBadge } from '../EventBadges';
import { EVENTS_PATH, eventWhenText } from '../eventText';
import { OrganizerActions } from './OrganizerActions';

/** The event's title, kind, when and where, who organizes it, and what the viewer may do with it. */
export function EventHeader({ event }: { event: EventDetailsFieldsFragment }) {
  const { t } = useTranslation('events');
  const organizer = event.organizer;
  return (
    <Box component="header">
      <Link component={RouterLink} to={EVENTS_PATH} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBackRoundedIcon fontSize="small" />
        {t('page.allEvents')}
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}>
          {event.title}
        </Typography>
        {event.cancelledAt && <CancelledBadge />}
        {event.isPrivate && <PrivateEventBadge />}
        <EventTypeBadge type={event.eventType} />
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{eventWhenText(event)}</Typography>
      {(event.location || event.address) && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {[event.location, event.address].filter(Boolean).join('\n')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
        {organizer && (
          <UserAvatar aria-hidden name={organizer.displayName} firstName={organizer.firstName} lastName={organizer.lastName} imageUrl={organizer.profileImageUrl} size={28} />
        )}
        <Typography variant="body2" color="text.secondary">
          {organizer ? t('page.organizedBy', { name: organizer.displayName }) : t('page.organizedByFormerMember')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2.5, '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>
        <Button variant="contained" component="a" href={event.icsUrl} download startIcon={<EventAvailableRoundedIcon />}>
          {t('page.addToCalendar')}
        </Button>
        <OrganizerActions event={event} />
      </Box>
    </Box>
  );
}
