import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentRoundedIcon from '@mui/icons-material/LocalFireDepartmentRounded';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { UserRewardsFieldsFragment } from '../../gql/graphql';
import { formatNumber } from '../../lib/i18n';
import { BadgeShelf } from './BadgeShelf';
import { UNLOCK_LABEL_KEYS } from './challengeLabels';
import { levelPercent } from './challengeFormat';
import { LevelMedal } from './LevelMedal';

interface RewardsHeaderProps {
  rewards: UserRewardsFieldsFragment | undefined;
  failed: boolean;
  onRetry: () => void;
}

/**
 * The viewer's rewards above the challenges: level with the way to the next one, points, streaks,
 * badges and what they unlocked.
 */
export function RewardsHeader({ rewards, failed, onRetry }: RewardsHeaderProps) {
  const { t } = useTranslation('challenges');
  if (!rewards) {
    if (failed) return <QueryErrorAlert message={t('rewards.loadFailed')} onRetry={onRetry} />;
    return <Skeleton variant="rounded" height={168} aria-label={t('rewards.loading')} />;
  }
  const toNext = rewards.nextLevelAt - rewards.experience;
  return (
    <Card component="section" aria-labelledby="rewards-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, alignItems: 'center', gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 1fr auto' } }}>
          <LevelMedal level={rewards.level} size={76} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id="rewards-title" variant="h6" component="h2">
              {t('rewards.level', { level: rewards.level })}
            </Typography>
            <Typography color="text.secondary">
              {t('rewards.points', { count: rewards.totalPoints, formatted: formatNumber(rewards.totalPoints) })}
              {' · '}
              {t('rewards.completed', { count: rewards.challengesCompleted })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={levelPercent(rewards)}
              aria-label={t('rewards.levelBar', { next: rewards.level + 1 })}
              aria-valuetext={t('rewards.levelBarValue', { experience: formatNumber(rewards.experience), next: formatNumber(rewards.nextLevelAt) })}
              sx={{ mt: 1.25, height: 10, borderRadius: 5 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('rewards.toNext', { count: toNext, formatted: formatNumber(toNext), next: rewards.level + 1 })}
            </Typography>
          </Box>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 3, bgcolor: 'action.hover' }}>
            <LocalFireDepartmentRoundedIcon sx={{ fontSize: 36, color: rewards.currentStreak > 0 ? 'warning.main' : 'text.disabled' }} aria-hidden />
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{t('rewards.streak', { count: rewards.currentStreak })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('rewards.longestStreak', { count: rewards.longestStreak })}
              </Typography>
            </Box>
          </Box>
        </Box>
        <Box>
          <Typography id="rewards-badges" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {t('rewards.badges')}
          </Typography>
          {rewards.badges.length ? (
            <BadgeShelf badges={rewards.badges} label={t('rewards.badges')} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('rewards.noBadges')}
            </Typography>
          )}
        </Box>
        {rewards.unlockedFeatures.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {t('rewards.unlocked')}
            </Typography>
            {rewards.unlockedFeatures.map((feature) => (
              <Chip key={feature} size="small" variant="outlined" color="secondary" icon={<LockOpenRoundedIcon />} label={t(UNLOCK_LABEL_KEYS[feature])} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
