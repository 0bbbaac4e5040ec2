import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentRoundedIcon from '@mui/icons-material/LocalFireDepartmentRounded';
import { formatNumber } from '../../lib/i18n';
import { BadgeShelf } from './BadgeShelf';
import { CHALLENGES_PATH } from './challengePath';
import { LevelMedal } from './LevelMedal';
import { MyRewardsDocument } from './rewardsQueries';

/** Badges the dashboard shows, the latest first. */
const LATEST_BADGES = 4;

/**
 * The dashboard's "Your rewards": level, points, the streak and the latest badges, with the way to
 * the challenges. Its code and texts load on their own, after the dashboard's first screen.
 */
export function RewardsCard() {
  const { t } = useTranslation('challenges');
  const { data, error } = useQuery(MyRewardsDocument);
  const rewards = data?.myRewards;
  if (error && !rewards) return null;
  return (
    <Card component="section" aria-labelledby="rewards-card-title">
      <CardContent sx={{ p: 3, display: 'grid', gap: 1.5 }}>
        <Typography id="rewards-card-title" variant="h6" component="h2">
          {t('card.title')}
        </Typography>
        {rewards ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <LevelMedal level={rewards.level} size={52} />
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{t('rewards.level', { level: rewards.level })}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('rewards.points', { count: rewards.totalPoints, formatted: formatNumber(rewards.totalPoints) })}
                </Typography>
              </Box>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <LocalFireDepartmentRoundedIcon aria-hidden sx={{ color: rewards.currentStreak > 0 ? 'warning.main' : 'text.disabled' }} />
              <Typography variant="body2">{t('rewards.streak', { count: rewards.currentStreak })}</Typography>
            </Box>
            {rewards.badges.length > 0 && <BadgeShelf badges={rewards.badges} label={t('card.latestBadges')} max={LATEST_BADGES} size={44} showNames={false} />}
            <Button component={RouterLink} to={CHALLENGES_PATH} variant={rewards.challengesCompleted ? 'outlined' : 'contained'} sx={{ justifySelf: 'start' }}>
              {rewards.challengesCompleted ? t('card.see') : t('card.start')}
            </Button>
          </>
        ) : (
          <Skeleton variant="rounded" height={120} aria-label={t('rewards.loading')} />
        )}
      </CardContent>
    </Card>
  );
}
