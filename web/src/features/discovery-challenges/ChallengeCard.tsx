import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Diversity1RoundedIcon from '@mui/icons-material/Diversity1Rounded';
import type { DiscoveryChallengeFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { ChallengeActions } from './ChallengeActions';
import { CATEGORY_ICONS, CATEGORY_LABEL_KEYS } from './challengeLabels';
import { ChallengeProgressBar } from './ChallengeProgressBar';
import { ChallengeRewardsLine } from './ChallengeRewardsLine';
import { DifficultyChip } from './DifficultyChip';
import { FamilyClaimState } from './FamilyClaimState';

/**
 * One challenge: its difficulty and category, what it asks, what it gives; once joined, how far the
 * viewer is and by when; once completed, when and what it gave; a family challenge's claim; and
 * what the viewer may do with it.
 */
export function ChallengeCard({ challenge }: { challenge: DiscoveryChallengeFieldsFragment }) {
  const { t } = useTranslation('challenges');
  const progress = challenge.viewerProgress;
  const family = challenge.challengeType === 'family';
  const completed = progress?.status === 'completed';
  const titleId = `challenge-${challenge.id}-title`;
  const requirement = challenge.requirement?.text ?? (family ? t('card.familyRequirement') : null);

  return (
    <Card
      variant="outlined"
      component="article"
      id={challenge.id}
      aria-labelledby={titleId}
      // A completed challenge, and a family's own, carry a line of colour along their top.
      sx={{ scrollMarginTop: 80, ...((completed || family) && { borderTop: 4, borderTopColor: completed ? 'success.main' : 'secondary.main' }) }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <DifficultyChip difficulty={challenge.difficulty} />
          <Chip size="small" variant="outlined" icon={CATEGORY_ICONS[challenge.category]} label={t(CATEGORY_LABEL_KEYS[challenge.category])} />
          {family && <Chip size="small" color="secondary" icon={<Diversity1RoundedIcon />} label={challenge.treeName ? t('card.familyOf', { tree: challenge.treeName }) : t('card.family')} sx={{ maxWidth: '100%' }} />}
        </Box>
        <Typography id={titleId} variant="h6" component="h3" sx={{ fontSize: '1.1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {challenge.title}
        </Typography>
        {challenge.description && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {challenge.description}
          </Typography>
        )}
        {requirement && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('card.goal', { goal: requirement })}
          </Typography>
        )}
        {progress?.status === 'in_progress' && challenge.requirement && <ChallengeProgressBar challengeTitle={challenge.title} progress={progress} />}
        {progress?.status === 'in_progress' && !challenge.requirement && progress.deadline && (
          <Typography variant="body2" color="text.secondary">
            {t('progress.deadline', { date: formatDate(progress.deadline) })}
          </Typography>
        )}
        {progress?.status === 'expired' && (
          <Typography variant="body2" color="warning.main" sx={{ fontWeight: 600 }}>
            {progress.deadline ? t('card.expiredOn', { date: formatDate(progress.deadline) }) : t('card.expired')}
          </Typography>
        )}
        {completed ? (
          <>
            <Typography variant="body2" color="success.main" sx={{ fontWeight: 700 }}>
              {progress.completedAt ? t('card.completedOn', { date: formatDate(progress.completedAt) }) : t('card.completed')}
            </Typography>
            <ChallengeRewardsLine rewards={progress.rewardsEarned ?? challenge.rewards} label={t('card.earned')} />
          </>
        ) : (
          <ChallengeRewardsLine rewards={challenge.rewards} timeLimitDays={progress ? null : challenge.timeLimitDays} label={t('card.rewards')} />
        )}
        {family && <FamilyClaimState claim={challenge.claim} />}
        <ChallengeActions challenge={challenge} />
      </CardContent>
    </Card>
  );
}
