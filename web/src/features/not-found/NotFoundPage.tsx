import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExploreOffRoundedIcon from '@mui/icons-material/ExploreOffRounded';

export function NotFoundPage() {
  const { t } = useTranslation('notFound');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', py: { xs: 6, md: 12 } }}>
      <Box sx={{ maxWidth: 480 }}>
        <ExploreOffRoundedIcon color="primary" sx={{ fontSize: 64, mb: 2 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('hint')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          {t('home')}
        </Button>
      </Box>
    </Box>
  );
}
