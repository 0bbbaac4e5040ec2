import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LeaderboardRoundedIcon from '@mui/icons-material/LeaderboardRounded';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreFooter } from '../../components/LoadMoreFooter';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { UserRewardsFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { ChallengeLeaderboardDocument, ChallengeSeasonsDocument } from './challengeQueries';
import { LeaderboardTable } from './LeaderboardTable';
import { LeaderboardVisibilitySwitch } from './LeaderboardVisibilitySwitch';
import { useSeasonName } from './useSeasonName';

const FIRST_PAGE = 20;
/** The most places the server gives. */
const ALL_PLACES = 100;

/**
 * A season's leaderboard among the viewer's family: the season to look at (the current one first),
 * the places with the viewer's own marked (and shown under the list when it is further down), and
 * whether the viewer is shown at all.
 */
export function LeaderboardPanel({ rewards }: { rewards: UserRewardsFieldsFragment | undefined }) {
  const { t } = useTranslation('challenges');
  const seasonName = useSeasonName();
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const [first, setFirst] = useState(FIRST_PAGE);
  const seasons = useQuery(ChallengeSeasonsDocument, { fetchPolicy: 'cache-and-network' });
  const board = useQuery(ChallengeLeaderboardDocument, { variables: { seasonId, first }, fetchPolicy: 'cache-and-network' });
  // While a longer list or another season loads, the one before stays in sight.
  const leaderboard = (board.data ?? board.previousData)?.challengeLeaderboard;
  const season = leaderboard?.season;
  const choices = seasons.data?.challengeSeasons ?? (season ? [season] : []);
  const entries = leaderboard?.entries ?? [];
  const viewerBelow = leaderboard?.viewerEntry && !entries.some((entry) => entry.isViewer) ? leaderboard.viewerEntry : null;

  let body;
  if (!leaderboard && board.error) body = <QueryErrorAlert message={t('leaderboard.loadFailed')} onRetry={() => void board.refetch().catch(() => {})} />;
  else if (!leaderboard)
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('leaderboard.loading')} />
      </Box>
    );
  else if (entries.length === 0 && !viewerBelow) body = <EmptyState icon={<LeaderboardRoundedIcon />} title={t('leaderboard.empty')} text={t('leaderboard.emptyText')} />;
  else
    body = (
      <>
        <LeaderboardTable entries={entries} viewerEntry={viewerBelow} caption={t('leaderboard.caption', { season: seasonName(leaderboard.season) })} />
        {entries.length >= first && first < ALL_PLACES && (
          <LoadMoreFooter loadsOnScroll={false} label={t('leaderboard.more')} failedMessage={t('leaderboard.loadFailed')} loading={board.loading} failed={Boolean(board.error)} onLoadMore={() => setFirst(ALL_PLACES)} />
        )}
      </>
    );

  return (
    <Stack spacing={2.5} component="section" aria-labelledby="leaderboard-title">
      <Box>
        <Typography id="leaderboard-title" variant="h6" component="h2">
          {t('leaderboard.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {season ? t('leaderboard.intro', { start: formatDate(season.startsOn), end: formatDate(season.endsOn) }) : t('leaderboard.introNoSeason')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 2, alignItems: 'flex-start' }}>
        {choices.length > 0 && season && (
          <TextField
            select
            size="small"
            id="leaderboard-season"
            label={t('leaderboard.season')}
            value={season.id}
            onChange={(event) => {
              setSeasonId(event.target.value);
              setFirst(FIRST_PAGE);
            }}
            sx={{ width: { xs: '100%', sm: 240 }, mt: 0.5 }}
          >
            {choices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.current ? t('leaderboard.currentSeason', { season: seasonName(choice) }) : seasonName(choice)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {rewards && (
          <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
            <LeaderboardVisibilitySwitch shown={rewards.onLeaderboard} />
          </Box>
        )}
      </Box>
      {body}
    </Stack>
  );
}
