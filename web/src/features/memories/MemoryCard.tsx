import { useId } from 'react';
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

/**
 * One memory in the grid: its picture, title, a little of its description and who is in it. The
 * button that opens it holds the picture and the title, so that its name ("Open …") says what it
 * shows (WCAG 2.5.3); it still takes clicks on the whole card, and is described by the rest.
 */
export function MemoryCard({ memory, onOpen }: { memory: MemoryCardFieldsFragment; onOpen: () => void }) {
  const { t } = useTranslation('memories');
  const descriptionId = useId();
  const taggedId = useId();
  return (
    <Card component="article" aria-label={memory.title} sx={{ height: '100%', position: 'relative', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        onClick={onOpen}
        aria-label={t('card.open', { title: memory.title })}
        aria-describedby={[memory.description ? descriptionId : null, taggedId].filter(Boolean).join(' ')}
        // Placed on the card rather than on itself, its click area (::after), hover tint and ripple cover the whole card.
        sx={{ position: 'static', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
      >
        <MemoryThumbnail memory={memory} />
        <Typography variant="subtitle1" component="h3" sx={{ ...twoLines, fontWeight: 600, lineHeight: 1.3, px: { xs: 1.5, sm: 2 }, pt: { xs: 1.5, sm: 2 } }}>
          {memory.title}
        </Typography>
      </CardActionArea>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5, p: { xs: 1.5, sm: 2 }, pt: { xs: 0.5, sm: 0.5 } }}>
        {memory.description && (
          <Typography id={descriptionId} variant="body2" color="text.secondary" sx={twoLines} data-testid="memory-description">
            {memory.description}
          </Typography>
        )}
        <Box sx={{ mt: 'auto', pt: 0.5, display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <PeopleAltRoundedIcon sx={{ fontSize: 16 }} />
          <Typography id={taggedId} variant="caption">
            {taggedText(memory.taggedCount)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
