import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import HowToRegRoundedIcon from '@mui/icons-material/HowToRegRounded';
import { errorMessageOf } from '../../apollo/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/toast';
import type { DiscoveryChallengeFieldsFragment } from '../../gql/graphql';
import { ClaimFamilyChallengeDocument, ConfirmFamilyChallengeDocument, JoinChallengeDocument, LeaveChallengeDocument } from './challengeQueries';

/**
 * What the viewer may do with a challenge, as buttons: join (again, once one expired), say a family
 * challenge is done, confirm a relative's claim, and leave (after asking). Each mutation answers with
 * the challenge, which the cache puts right on every list; the server's refusals are shown as it
 * words them.
 */
export function ChallengeActions({ challenge }: { challenge: DiscoveryChallengeFieldsFragment }) {
  const { t } = useTranslation('challenges');
  const toast = useToast();
  const [leaving, setLeaving] = useState(false);
  const [join, joining] = useMutation(JoinChallengeDocument);
  const [leave, leavingNow] = useMutation(LeaveChallengeDocument);
  const [claim, claiming] = useMutation(ClaimFamilyChallengeDocument);
  const [confirm, confirming] = useMutation(ConfirmFamilyChallengeDocument);
  const busy = joining.loading || leavingNow.loading || claiming.loading || confirming.loading;
  const variables = { id: challenge.id };
  const { title } = challenge;

  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
      toast({ title: done, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: failed, text: errorMessageOf(error, t('actions.failedText')), variant: 'error' });
      return false;
    }
  };

  const can = challenge.viewerCan;
  const expired = challenge.viewerProgress?.status === 'expired';
  if (!can.join && !can.claim && !can.confirm && !can.leave) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {can.join && (
        <Button variant="contained" disabled={busy} startIcon={<FlagRoundedIcon />} onClick={() => void act(() => join({ variables }), t('actions.joined', { title }), t('actions.joinFailed'))}>
          {expired ? t('actions.joinAgain') : t('actions.join')}
        </Button>
      )}
      {can.claim && (
        <Button variant="contained" color="secondary" disabled={busy} startIcon={<CheckRoundedIcon />} onClick={() => void act(() => claim({ variables }), t('actions.claimed'), t('actions.claimFailed'))}>
          {t('actions.claim')}
        </Button>
      )}
      {can.confirm && (
        <Button
          variant="contained"
          color="secondary"
          disabled={busy}
          startIcon={<HowToRegRoundedIcon />}
          onClick={() => void act(() => confirm({ variables }), t('actions.confirmed', { name: challenge.claim?.claimedBy?.displayName ?? t('card.someone') }), t('actions.confirmFailed'))}
        >
          {t('actions.confirm')}
        </Button>
      )}
      {can.leave && (
        <Button color="inherit" disabled={busy} onClick={() => setLeaving(true)} aria-label={t('actions.leaveLabel', { title })}>
          {t('actions.leave')}
        </Button>
      )}
      <ConfirmDialog
        open={leaving}
        title={t('leave.title', { title })}
        confirmLabel={t('actions.leave')}
        busy={leavingNow.loading}
        onConfirm={() => void act(() => leave({ variables }), t('actions.left', { title }), t('actions.leaveFailed')).then(() => setLeaving(false))}
        onClose={() => setLeaving(false)}
      >
        {t('leave.text')}
      </ConfirmDialog>
    </Box>
  );
}
