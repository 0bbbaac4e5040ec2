import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { MemoryGrid } from './MemoryGrid';
import { UploadMemoryButton } from './UploadMemoryButton';

export const RECENT_MEMORIES = 6;

/** The newest memories of the viewer's circles, for the tree screen and the dashboard. */
export function RecentMemoriesCard() {
  const { t } = useTranslation('memories');
  return (
    <Card component="section" aria-labelledby="recent-memories-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="recent-memories-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('recent.title')}
          </Typography>
          <Button component={RouterLink} to="/memories" size="small">
            {t('recent.seeAll')}
          </Button>
          <UploadMemoryButton size="small" variant="outlined" />
        </Box>
        <MemoryGrid limit={RECENT_MEMORIES} />
      </CardContent>
    </Card>
  );
}
