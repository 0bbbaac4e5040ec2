import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../lib/i18n';
import { BadgeShelf } from './BadgeShelf';
import { CHALLENGES_PATH } from './challengePath';
import { LevelMedal } from './LevelMedal';
import { MyRewardsDocument } from './rewardsQueries';

/** The profile's "Rewards": level, points, challenges completed and every badge earned. */
export function RewardsProfileSection() {
  const { t } = useTranslation('challenge-rewards');
  const { data, error } = useQuery(MyRewardsDocument);
  const rewards = data?.myRewards;
  if (error && !rewards) return null;
  return (
    <Card component="section" aria-labelledby="profile-rewards-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography id="profile-rewards-title" variant="h6" component="h2">
            {t('profile.title')}
          </Typography>
          <Link component={RouterLink} to={CHALLENGES_PATH} variant="body2">
            {t('profile.link')}
          </Link>
        </Box>
        {rewards ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <LevelMedal level={rewards.level} size={56} />
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{t('level', { level: rewards.level })}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('points', { count: rewards.totalPoints, formatted: formatNumber(rewards.totalPoints) })}
                  {' · '}
                  {t('completed', { count: rewards.challengesCompleted })}
                </Typography>
              </Box>
            </Box>
            {rewards.badges.length ? (
              <BadgeShelf badges={rewards.badges} label={t('badges')} size={48} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('noBadges')}
              </Typography>
            )}
          </>
        ) : (
          <Skeleton variant="rounded" height={96} aria-label={t('loading')} />
        )}
      </CardContent>
    </Card>
  );
}
