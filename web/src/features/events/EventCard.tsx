import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import PeopleAltRoundedIcon from '@mui/icons-material/PeopleAltRounded';
import type { EventCardFieldsFragment } from '../../gql/graphql';
import { CancelledBadge, EventTypeBadge, PrivateEventBadge } from './EventBadges';
import { eventPath, eventWhenText, rsvpCountsText } from './eventText';

/** One fact about the event, after a small picture that says which (hidden from screen readers). */
function Line({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'text.secondary', '& svg': { fontSize: 18, mt: '2px' } }}>
      <Box component="span" aria-hidden sx={{ display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}

/** An event in a list: what, when in its own zone, where, and how the invitees answered; opens its page. */
export function EventCard({ event }: { event: EventCardFieldsFragment }) {
  // Its texts are written in the reader's language: read again when it changes.
  useTranslation('events');
  const cancelled = Boolean(event.cancelledAt);
  return (
    <Card component="article" aria-label={event.title} sx={{ height: '100%', opacity: cancelled ? 0.75 : 1 }}>
      <CardActionArea component={RouterLink} to={eventPath(event.id)} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
            <Typography
              variant="h6"
              component="h3"
              sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', textDecoration: cancelled ? 'line-through' : undefined }}
            >
              {event.title}
            </Typography>
            {cancelled && <CancelledBadge />}
            {event.isPrivate && <PrivateEventBadge />}
            <EventTypeBadge type={event.eventType} />
          </Box>
          <Line icon={<EventRoundedIcon />} text={eventWhenText(event)} />
          {event.location && <Line icon={<PlaceRoundedIcon />} text={event.location} />}
          <Line icon={<PeopleAltRoundedIcon />} text={rsvpCountsText(event.rsvpCounts)} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
