import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '../../components/UserAvatar';
import type { LeaderboardEntryFieldsFragment } from '../../gql/graphql';
import { formatNumber } from '../../lib/i18n';
import { formatDuration } from './challengeFormat';

/** The first three places' rings: gold, silver, bronze (borders only, so they read in both schemes). */
const MEDALS = ['#d4a017', '#a8a9ad', '#b0702f'];

/** Hidden on a phone, where the name's second line says the same. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

function Row({ entry }: { entry: LeaderboardEntryFieldsFragment }) {
  const { t } = useTranslation('challenges');
  const challenges = t('leaderboard.challenges', { count: entry.challengesCompleted });
  const took = entry.challengesCompleted > 0 ? formatDuration(entry.completionSeconds) : '—';
  return (
    <TableRow selected={entry.isViewer} aria-current={entry.isViewer ? 'true' : undefined} data-viewer={entry.isViewer || undefined}>
      <TableCell sx={{ width: 56, pr: 0 }}>
        <Box
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            border: 2,
            borderColor: MEDALS[entry.rank - 1] ?? 'transparent',
          }}
        >
          {entry.rank}
        </Box>
      </TableCell>
      <TableCell component="th" scope="row">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
          <UserAvatar name={entry.user.displayName} firstName={entry.user.firstName} lastName={entry.user.lastName} imageUrl={entry.user.profileImageUrl} size={32} aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: entry.isViewer ? 700 : 500, overflowWrap: 'anywhere' }}>
                {entry.user.displayName}
              </Typography>
              {entry.isViewer && <Chip size="small" color="primary" label={t('leaderboard.you')} />}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
              {challenges} · {took}
            </Typography>
          </Box>
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(entry.score)}
      </TableCell>
      <TableCell align="right" sx={{ ...wideOnly, fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(entry.challengesCompleted)}
      </TableCell>
      <TableCell align="right" sx={wideOnly}>
        {took}
      </TableCell>
    </TableRow>
  );
}

/**
 * The places of a leaderboard as a table: rank, who, points, challenges and the time they took. The
 * viewer's row is marked (selected, with "You"); their own place further down follows the list.
 */
export function LeaderboardTable({ entries, viewerEntry, caption }: { entries: LeaderboardEntryFieldsFragment[]; viewerEntry: LeaderboardEntryFieldsFragment | null; caption: string }) {
  const { t } = useTranslation('challenges');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Table size="small" aria-label={caption} sx={{ '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('leaderboard.rank')}</TableCell>
            <TableCell>{t('leaderboard.name')}</TableCell>
            <TableCell align="right">{t('leaderboard.score')}</TableCell>
            <TableCell align="right" sx={wideOnly}>
              {t('leaderboard.completedColumn')}
            </TableCell>
            <TableCell align="right" sx={wideOnly}>
              {t('leaderboard.time')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <Row key={entry.user.id} entry={entry} />
          ))}
        </TableBody>
        {viewerEntry && (
          <TableBody sx={{ borderTop: 3, borderColor: 'divider' }}>
            <TableRow>
              <TableCell colSpan={5} sx={{ py: 0.75, color: 'text.secondary', typography: 'body2' }}>
                {t('leaderboard.yourPlace')}
              </TableCell>
            </TableRow>
            <Row entry={viewerEntry} />
          </TableBody>
        )}
      </Table>
    </Paper>
  );
}
