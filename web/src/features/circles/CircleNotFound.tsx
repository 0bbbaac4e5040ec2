import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockPersonRoundedIcon from '@mui/icons-material/LockPersonRounded';
import { CIRCLES_PATH } from './circleText';

/** A circle that does not exist, or that the viewer may not know about: the two look alike on purpose. */
export function CircleNotFound() {
  const { t } = useTranslation('circles');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', py: { xs: 6, md: 12 } }}>
      <Box sx={{ maxWidth: 480 }}>
        <LockPersonRoundedIcon color="primary" sx={{ fontSize: 64, mb: 2 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('notFound.text')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={CIRCLES_PATH}>
          {t('notFound.back')}
        </Button>
      </Box>
    </Box>
  );
}
