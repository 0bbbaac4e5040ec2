import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import PeopleAltRoundedIcon from '@mui/icons-material/PeopleAltRounded';
import { EmptyState } from '../../../components/EmptyState';
import type { DnaMatchRowFieldsFragment } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/i18n';
import { kitAgreementsPath, matchPagePath } from '../dnaPaths';
import { formatCm, formatShare } from '../dnaText';
import { useMatchName } from './matchName';

/** Most shared DNA first (the server sends them so; kept so whatever the order). */
export const byShared = <M extends { totalCm: number }>(matches: readonly M[]) => [...matches].sort((a, b) => b.totalCm - a.totalCm);

/** The chips of a match: whether the tree's relationship fits the DNA, and endogamy. */
function MatchChips({ match }: { match: DnaMatchRowFieldsFragment }) {
  const { t } = useTranslation('dna');
  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.75 }}>
      {match.treeCheck && (
        <Chip
          size="small"
          color={match.treeCheck.fits ? 'success' : 'warning'}
          variant="outlined"
          label={match.treeCheck.fits ? t('match.fitsChip', { relationship: match.treeCheck.label }) : t('match.doesNotFitChip', { relationship: match.treeCheck.label })}
        />
      )}
      {match.endogamy.flagged && <Chip size="small" color="info" variant="outlined" label={t('match.endogamyChip')} />}
    </Box>
  );
}

/** One line of the list: who, what is shared, the likeliest relationship and the chips; it opens the match's page. */
function MatchRow({ match, kitId }: { match: DnaMatchRowFieldsFragment; kitId: string }) {
  const { t } = useTranslation('dna');
  const matchName = useMatchName();
  const top = match.predictions[0];
  const likeliest = top?.relationships[0];
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={matchPagePath(match.id, null, kitId)} sx={{ display: 'block', py: 1.5 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {matchName(match)}
        </Typography>
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {t('match.figures', { total: formatCm(match.totalCm), count: match.segmentCount, segments: formatNumber(match.segmentCount), largest: formatCm(match.largestCm) })}
        </Typography>
        {top && likeliest && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('match.likeliest', { relationship: likeliest.label, probability: formatShare(top.probability) })}
          </Typography>
        )}
        <MatchChips match={match} />
      </ListItemButton>
    </ListItem>
  );
}

/** A kit's matches, most shared first; while none, why (still comparing, or nobody agreed yet). */
export function MatchList({ kitId, matches, comparing }: { kitId: string; matches: DnaMatchRowFieldsFragment[]; comparing: boolean }) {
  const { t } = useTranslation('dna');
  if (matches.length === 0)
    return (
      <Box>
        <EmptyState icon={<PeopleAltRoundedIcon />} title={comparing ? t('matches.emptyComparing') : t('matches.emptyTitle')} text={t('matches.emptyText')} />
        <Box sx={{ textAlign: 'center' }}>
          <Button variant="outlined" component={RouterLink} to={kitAgreementsPath(kitId)}>
            {t('matches.toAgreements')}
          </Button>
        </Box>
      </Box>
    );
  return (
    <List aria-label={t('matches.label')} disablePadding>
      {byShared(matches).map((match) => (
        <MatchRow key={match.id} match={match} kitId={kitId} />
      ))}
    </List>
  );
}
