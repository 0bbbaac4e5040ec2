import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ChallengeProgressFieldsFragment } from '../../gql/graphql';
import { formatDate, formatRelative } from '../../lib/dates';

/**
 * How far the viewer is with a challenge: a bar of its percent, what is left in the server's words
 * ("2 more ancestors with a birth date"), and the deadline if it has one. The bar moves when the
 * live feed writes new progress into the cache.
 */
export function ChallengeProgressBar({ challengeTitle, progress }: { challengeTitle: string; progress: ChallengeProgressFieldsFragment }) {
  const { t } = useTranslation('challenges');
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, progress.percent))}
        aria-label={t('progress.label', { title: challengeTitle })}
        aria-valuetext={t('progress.value', { count: progress.count, target: progress.target, percent: progress.percent })}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
        <Typography variant="body2">{progress.remainingText}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('progress.counted', { count: progress.count, target: progress.target })}
        </Typography>
      </Box>
      {progress.deadline && (
        <Typography variant="body2" color="text.secondary">
          {t('progress.deadlineRelative', { date: formatDate(progress.deadline), relative: formatRelative(progress.deadline) })}
        </Typography>
      )}
    </Box>
  );
}
