import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { tKey } from '../../lib/i18n';
import type { AnimatedItemKind } from '../../../../shared/animated-timeline/index.ts';
import type { TimelineModel } from './timelineModel';

const KINDS: Record<AnimatedItemKind, string> = {
  memory: tKey('animated-timeline:items.memory'),
  story: tKey('animated-timeline:items.story'),
  achievement: tKey('animated-timeline:items.achievement'),
};

/** The most items listed for a year; a year's markers on the canvas show them all. */
const MAX_SHOWN = 6;

/** The caption list of a year's memories, stories and achievements, each with its person. */
export const YearItems = memo(function YearItems({ model, year, items }: { model: TimelineModel; year: number; items: number[] }) {
  const { t } = useTranslation('animated-timeline');
  return (
    <Box component="section" aria-labelledby="animated-timeline-items" sx={{ minHeight: 96 }}>
      <Typography id="animated-timeline-items" variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {t('items.title', { year })}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('items.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.slice(0, MAX_SHOWN).map((k) => (
            <Box component="li" key={model.items.ids[k]} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}>
              <Chip size="small" variant="outlined" label={t(KINDS[model.items.kinds[k]])} />
              <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                {model.items.titles[k]} · {model.names[model.items.people[k]]}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
});
