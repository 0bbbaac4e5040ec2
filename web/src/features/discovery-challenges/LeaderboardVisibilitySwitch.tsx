import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../apollo/errors';
import { useToast } from '../../components/toast';
import { MyRewardsDocument, SetLeaderboardVisibilityDocument } from './rewardsQueries';

/**
 * "Show me on the leaderboard": whether relatives see the viewer's place. Earning goes on either
 * way. The rewards have no id, so the answer is written over the cached `myRewards` by hand.
 */
export function LeaderboardVisibilitySwitch({ shown }: { shown: boolean }) {
  const { t } = useTranslation('challenges');
  const toast = useToast();
  const [setVisibility, { loading }] = useMutation(SetLeaderboardVisibilityDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: MyRewardsDocument, data: { myRewards: data.setLeaderboardVisibility } });
    },
    refetchQueries: ['ChallengeLeaderboard'],
  });

  const change = async (visible: boolean) => {
    try {
      await setVisibility({ variables: { visible } });
      toast({ title: visible ? t('leaderboard.nowShown') : t('leaderboard.nowHidden'), variant: 'success' });
    } catch (error) {
      toast({ title: t('leaderboard.visibilityFailed'), text: errorMessageOf(error, t('actions.failedText')), variant: 'error' });
    }
  };

  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', m: 0, gap: 1 }}
      control={<Switch checked={shown} disabled={loading} onChange={(event) => void change(event.target.checked)} />}
      label={
        <span>
          <Typography component="span" variant="body1" sx={{ display: 'block', fontWeight: 500, pt: 1 }}>
            {t('leaderboard.showMe')}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {t('leaderboard.showMeHelp')}
          </Typography>
        </span>
      }
    />
  );
}
