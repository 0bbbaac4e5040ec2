import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import { formatNumber } from '../../lib/i18n';
import { CHALLENGES_PATH } from './challengePath';
import { LevelMedal } from './LevelMedal';

/**
 * What the card shows of the viewer's rewards: fewer fields than the page asks for (its document
 * is part of the dashboard's weight), all of them among the page's, so the two share the cache.
 */
export const RewardsCardDocument = graphql(`
  query RewardsCard {
    myRewards {
      level
      totalPoints
      currentStreak
      challengesCompleted
      badges {
        badge {
          key
          name
          imageUrl
        }
        earnedAt
      }
    }
  }
`);

/** Badges the dashboard shows, the latest first. */
const LATEST_BADGES = 4;

/**
 * The dashboard's "Your rewards": level, points, the streak and the latest badges, with the way to
 * the challenges. Its code and texts load on their own, after the dashboard's first screen, and
 * are kept small (a namespace of their own, no skeleton, no icon): the dashboard has a weight budget.
 */
export function RewardsCard() {
  const { t } = useTranslation('challenge-rewards');
  const { data, error } = useQuery(RewardsCardDocument);
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
                <Typography sx={{ fontWeight: 700 }}>{t('level', { level: rewards.level })}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('points', { count: rewards.totalPoints, formatted: formatNumber(rewards.totalPoints) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('streak', { count: rewards.currentStreak })}
                </Typography>
              </Box>
            </Box>
            {rewards.badges.length > 0 && (
              <Box component="ul" aria-label={t('card.latestBadges')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {rewards.badges.slice(0, LATEST_BADGES).map(({ badge }) => (
                  <li key={badge.key}>
                    <img src={badge.imageUrl} alt={badge.name} width={44} height={44} loading="lazy" style={{ display: 'block' }} />
                  </li>
                ))}
              </Box>
            )}
            <Button component={RouterLink} to={CHALLENGES_PATH} variant={rewards.challengesCompleted ? 'outlined' : 'contained'} sx={{ justifySelf: 'start' }}>
              {rewards.challengesCompleted ? t('card.see') : t('card.start')}
            </Button>
          </>
        ) : (
          // The card's height kept while the figures load, so nothing below it jumps.
          <Box role="status" aria-label={t('loading')} sx={{ minHeight: 148 }} />
        )}
      </CardContent>
    </Card>
  );
}
