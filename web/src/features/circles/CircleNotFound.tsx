import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockPersonRoundedIcon from '@mui/icons-material/LockPersonRounded';
import { CIRCLES_PATH } from './circleText';

/** A circle that does not exist, or that the viewer may not know about: the two look alike on purpose. */
export function CircleNotFound() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', py: { xs: 6, md: 12 } }}>
      <Box sx={{ maxWidth: 480 }}>
        <LockPersonRoundedIcon color="primary" sx={{ fontSize: 64, mb: 2 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          This circle does not exist or is private
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          It may have been deleted, or you are not one of its members. Ask its owner to add you.
        </Typography>
        <Button variant="contained" component={RouterLink} to={CIRCLES_PATH}>
          Back to your circles
        </Button>
      </Box>
    </Box>
  );
}
