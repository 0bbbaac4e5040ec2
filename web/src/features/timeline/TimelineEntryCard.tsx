import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TREE_PATH } from '../../../../shared/tree-address/index.ts';
import type { TimelineEntryFieldsFragment } from '../../gql/graphql';
import { timelineIcons, timelineTypeNames } from './timelineIcons';
import { TimelinePhotos } from './TimelinePhotos';

const treeLink = (person: { id: string; treeId: string }) => `${TREE_PATH}?tree=${person.treeId}&focus=${person.id}`;

/** One thing that happened: its icon, when, what, its photos and the people it involves (each opening the tree on them). */
export function TimelineEntryCard({ entry }: { entry: TimelineEntryFieldsFragment }) {
  const { t } = useTranslation('timeline');
  const titleId = `timeline-entry-${entry.id}`;
  return (
    <Box component="article" aria-labelledby={titleId} sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 }, py: 1.5 }}>
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 40, height: 40, flexShrink: 0 }} aria-label={entry.type in timelineTypeNames ? t(timelineTypeNames[entry.type]) : entry.type} role="img">
        {timelineIcons[entry.type]}
      </Avatar>
      <Stack spacing={0.75} sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {entry.dateText}
        </Typography>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          <Link component={RouterLink} to={entry.link} color="inherit" underline="hover">
            {entry.title}
          </Link>
        </Typography>
        {entry.description && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {entry.description}
          </Typography>
        )}
        <TimelinePhotos photos={entry.photos} photoCount={entry.photoCount} />
        {entry.involvedMembers.length > 0 && (
          <Box component="ul" aria-label={t('entry.people')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
            {entry.involvedMembers.map((person) => (
              <li key={person.id}>
                <Chip component={RouterLink} to={treeLink(person)} clickable size="small" variant="outlined" label={person.name} />
              </li>
            ))}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
