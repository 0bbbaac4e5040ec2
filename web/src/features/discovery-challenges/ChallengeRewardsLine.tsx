import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import StarsRoundedIcon from '@mui/icons-material/StarsRounded';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import type { ChallengeRewardsFieldsFragment } from '../../gql/graphql';
import { formatNumber } from '../../lib/i18n';
import { UNLOCK_LABEL_KEYS } from './challengeLabels';

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      {icon}
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const iconSx = { fontSize: 20, color: 'text.secondary' } as const;

/**
 * What a challenge gives (points, experience, its badge's picture, what it unlocks) and, if it has
 * one, its time limit: a list that wraps on a phone.
 */
export function ChallengeRewardsLine({ rewards, timeLimitDays, label }: { rewards: ChallengeRewardsFieldsFragment; timeLimitDays?: number | null; label: string }) {
  const { t } = useTranslation('challenges');
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 1, alignItems: 'center' }}>
      <Item icon={<StarsRoundedIcon sx={{ ...iconSx, color: 'primary.main' }} aria-hidden />}>{t('card.points', { count: rewards.points, formatted: formatNumber(rewards.points) })}</Item>
      {rewards.experience > 0 && <Item icon={<BoltRoundedIcon sx={iconSx} aria-hidden />}>{t('card.experience', { formatted: formatNumber(rewards.experience) })}</Item>}
      {rewards.badge && (
        // The words name the badge, so its picture beside them is decoration.
        <Item icon={<Box component="img" src={rewards.badge.imageUrl} alt="" width={28} height={28} sx={{ display: 'block' }} />}>{t('card.badge', { name: rewards.badge.name })}</Item>
      )}
      {rewards.unlocks && <Item icon={<LockOpenRoundedIcon sx={iconSx} aria-hidden />}>{t('card.unlocks', { feature: t(UNLOCK_LABEL_KEYS[rewards.unlocks]) })}</Item>}
      {timeLimitDays != null && <Item icon={<TimerOutlinedIcon sx={iconSx} aria-hidden />}>{t('card.timeLimit', { count: timeLimitDays })}</Item>}
    </Box>
  );
}
