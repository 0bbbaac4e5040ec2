import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ChallengeDifficulty } from '../../gql/graphql';
import { DIFFICULTIES, DIFFICULTY_COLORS, DIFFICULTY_LABEL_KEYS } from './challengeLabels';

/**
 * Four bars, as many filled as the difficulty is hard, green to red. Only the bars take the colour:
 * the chip's words stay in the text colour, readable on both schemes.
 */
function DifficultyMeter({ difficulty }: { difficulty: ChallengeDifficulty }) {
  const filled = DIFFICULTIES.indexOf(difficulty) + 1;
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex', alignItems: 'flex-end', gap: '2px', height: 12, ml: '6px !important', mr: '-2px !important' }}>
      {DIFFICULTIES.map((_, i) => (
        <Box key={i} component="span" sx={{ width: 3, height: 4 + i * 2.5, borderRadius: 1, bgcolor: i < filled ? `${DIFFICULTY_COLORS[difficulty]}.main` : 'action.disabled' }} />
      ))}
    </Box>
  );
}

/** A challenge's difficulty: its word beside a small meter. */
export function DifficultyChip({ difficulty }: { difficulty: ChallengeDifficulty }) {
  const { t } = useTranslation('challenges');
  return <Chip size="small" variant="outlined" icon={<DifficultyMeter difficulty={difficulty} />} label={t(DIFFICULTY_LABEL_KEYS[difficulty])} />;
}
