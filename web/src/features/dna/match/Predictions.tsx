import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DnaMatchPageQuery } from '../../../gql/graphql';
import { formatCm, formatShare } from '../dnaText';

type Prediction = DnaMatchPageQuery['dnaMatch']['predictions'][number];

/** The likely relationships for the shared cM, most likely first, each group with its probability and The Shared cM Project's figures. */
export function Predictions({ predictions }: { predictions: Prediction[] }) {
  const { t } = useTranslation('dna');
  if (predictions.length === 0) return <Typography color="text.secondary">{t('predictions.none')}</Typography>;
  return (
    <Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {predictions.map((group, index) => {
          const names = group.relationships.map((r) => r.label).join(', ');
          return (
            <Box component="li" key={`${index}-${names}`}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{names}</Typography>
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatShare(group.probability)}</Typography>
              </Box>
              <LinearProgress variant="determinate" value={Math.round(group.probability * 100)} aria-label={t('predictions.groupLabel', { relationships: names, probability: formatShare(group.probability) })} sx={{ my: 0.75, height: 6, borderRadius: 3 }} />
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {group.relationships.map((r) => (
                  <Typography component="li" variant="body2" color="text.secondary" key={r.key}>
                    {t('predictions.candidate', { relationship: r.label, probability: formatShare(r.probability), mean: formatCm(r.meanCm), low: formatCm(r.lowCm), high: formatCm(r.highCm) })}
                  </Typography>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {t('predictions.source')}
      </Typography>
    </Box>
  );
}
