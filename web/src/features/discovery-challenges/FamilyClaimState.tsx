import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import type { DiscoveryChallengeFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';

/** Where a family challenge is: nobody said it is done yet, said done by whom (waiting), or confirmed by whom. */
export function FamilyClaimState({ claim }: { claim: DiscoveryChallengeFieldsFragment['claim'] }) {
  const { t } = useTranslation('challenges');
  if (!claim) return null;
  const claimer = claim.claimedBy?.displayName ?? t('card.someone');
  const confirmed = Boolean(claim.confirmedAt);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.25, borderRadius: 2, bgcolor: 'action.hover' }}>
      {confirmed ? <VerifiedRoundedIcon color="success" fontSize="small" aria-hidden sx={{ mt: 0.25 }} /> : <HourglassTopRoundedIcon color="action" fontSize="small" aria-hidden sx={{ mt: 0.25 }} />}
      <Box>
        <Typography variant="body2">{t('claim.claimed', { name: claimer, date: formatDate(claim.claimedAt) })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {confirmed ? t('claim.confirmed', { name: claim.confirmedBy?.displayName ?? t('card.someone'), date: formatDate(claim.confirmedAt) }) : t('claim.waiting')}
        </Typography>
      </Box>
    </Box>
  );
}
