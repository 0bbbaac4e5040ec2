import { Link as RouterLink } from 'react-router-dom';
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
  return (
    <Card component="section" aria-labelledby="recent-memories-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="recent-memories-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Recent memories
          </Typography>
          <Button component={RouterLink} to="/memories" size="small">
            See all
          </Button>
          <UploadMemoryButton size="small" variant="outlined" />
        </Box>
        <MemoryGrid limit={RECENT_MEMORIES} />
      </CardContent>
    </Card>
  );
}
