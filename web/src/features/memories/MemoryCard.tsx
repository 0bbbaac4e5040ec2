import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import PeopleAltRoundedIcon from '@mui/icons-material/PeopleAltRounded';
import type { MemoryCardFieldsFragment } from '../../gql/graphql';
import { MemoryThumbnail } from './MemoryThumbnail';
import { taggedText } from './memoryText';

/** Two lines at most; the rest ends in an ellipsis. */
const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/** One memory in the grid: its picture, title, a little of its description and who is in it. */
export function MemoryCard({ memory, onOpen }: { memory: MemoryCardFieldsFragment; onOpen: () => void }) {
  const { t } = useTranslation('memories');
  return (
    <Card component="article" aria-label={memory.title} sx={{ height: '100%' }}>
      <CardActionArea onClick={onOpen} aria-label={t('card.open', { title: memory.title })} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <MemoryThumbnail memory={memory} />
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5, p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="subtitle1" component="h3" sx={{ ...twoLines, fontWeight: 600, lineHeight: 1.3 }}>
            {memory.title}
          </Typography>
          {memory.description && (
            <Typography variant="body2" color="text.secondary" sx={twoLines} data-testid="memory-description">
              {memory.description}
            </Typography>
          )}
          <Box sx={{ mt: 'auto', pt: 0.5, display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <PeopleAltRoundedIcon sx={{ fontSize: 16 }} />
            <Typography variant="caption">{taggedText(memory.taggedCount)}</Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
