import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import { EVENT_NOT_FOUND, EVENTS_PATH } from '../eventText';

/** An event that does not exist, or that the viewer may not see: the two look alike on purpose. */
export function EventNotFound() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', py: { xs: 6, md: 12 } }}>
      <Box sx={{ maxWidth: 480 }}>
        <EventBusyRoundedIcon color="primary" sx={{ fontSize: 64, mb: 2 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          Event not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {EVENT_NOT_FOUND}
        </Typography>
        <Button variant="contained" component={RouterLink} to={EVENTS_PATH}>
          Back to events
        </Button>
      </Box>
    </Box>
  );
}
