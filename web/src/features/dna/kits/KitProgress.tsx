import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DnaKitFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/i18n';

type Matching = Pick<DnaKitFieldsFragment, 'matchingStatus' | 'comparedCount' | 'compareTotal' | 'lastSynced'>;

/** Where a kit's comparisons stand: a bar of kits compared while they run, else when they were last brought up to date. */
export function KitProgress({ kit, matchCount }: { kit: Matching; matchCount?: number }) {
  const { t } = useTranslation('dna');
  if (kit.matchingStatus === 'comparing') {
    const known = kit.compareTotal > 0;
    const percent = known ? Math.round((kit.comparedCount / kit.compareTotal) * 100) : 0;
    const text = known ? t('kit.comparing', { count: kit.compareTotal, compared: formatNumber(kit.comparedCount), total: formatNumber(kit.compareTotal) }) : t('kit.comparingStarts');
    return (
      <Box>
        <Typography variant="body2" role="status">
          {text}
        </Typography>
        <LinearProgress variant={known ? 'determinate' : 'indeterminate'} value={percent} aria-label={text} sx={{ mt: 0.75, height: 6, borderRadius: 3 }} />
      </Box>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {matchCount !== undefined && `${t('kit.matchCount', { count: matchCount, shown: formatNumber(matchCount) })} · `}
      {kit.lastSynced ? t('kit.synced', { date: formatDate(kit.lastSynced) }) : t('kit.notSynced')}
    </Typography>
  );
}
