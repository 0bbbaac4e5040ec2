import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DnaMatchPageQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/i18n';
import { formatCm } from '../dnaText';

type Match = DnaMatchPageQuery['dnaMatch'];

/** What two kits share, in figures: totals, segments, the largest, fully identical, the X, the overlap. */
export function MatchFigures({ match }: { match: Match }) {
  const { t } = useTranslation('dna');
  const figures: [string, string][] = [
    [t('figures.total'), formatCm(match.totalCm)],
    [t('figures.segments'), formatNumber(match.segmentCount)],
    [t('figures.largest'), formatCm(match.largestCm)],
    [t('figures.fullyIdentical'), formatCm(match.fullyIdenticalCm)],
    [t('figures.x'), match.x.segmentCount > 0 ? t('figures.xShared', { cm: formatCm(match.x.totalCm), count: match.x.segmentCount, segments: formatNumber(match.x.segmentCount) }) : t('figures.xNone')],
    [t('figures.overlap'), formatNumber(match.overlapMarkers)],
  ];
  return (
    <Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5, m: 0 }}>
        {figures.map(([term, value]) => (
          <Box key={term} sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('figures.thresholds', { cm: formatCm(match.thresholds.minCm), markers: formatNumber(match.thresholds.minMarkers), date: formatDate(match.computedAt) })}
      </Typography>
    </Box>
  );
}
