import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HeritageQuery } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/i18n';
import { mix, tone } from '../../../theme/palette';
import { formatShare } from '../dnaText';
import { generationName, heritageSentence } from './heritageSentence';

type Generation = NonNullable<HeritageQuery['heritage']>['generations'][number];

/** Places shown before "Show all". */
const FIRST_PLACES = 5;

/** One share of the generation: its words, its figures, and a bar as long as the share (the bar only repeats the words). */
function ShareBar({ label, detail, share, muted = false }: { label: string; detail: string; share: number; muted?: boolean }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere', fontWeight: muted ? 400 : 600, color: muted ? 'text.secondary' : 'text.primary' }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
          {detail}
        </Typography>
      </Box>
      <Box aria-hidden sx={{ mt: 0.5, height: 8, borderRadius: 4, backgroundColor: mix(tone.ink, 0.08), overflow: 'hidden' }}>
        <Box
          sx={{
            height: '100%',
            width: `${Math.min(100, Math.max(0, share * 100))}%`,
            borderRadius: 4,
            ...(muted ? { backgroundImage: `repeating-linear-gradient(135deg, ${tone.lineStrong} 0 3px, transparent 3px 6px)` } : { backgroundColor: tone.sage }),
          }}
        />
      </Box>
    </Box>
  );
}

/**
 * One generation of the viewer's ancestors: a sentence about where most of them were born, then a
 * bar for each place's share of the generation, and for those with no place or not in the tree yet.
 */
export function GenerationCard({ generation }: { generation: Generation }) {
  const { t } = useTranslation('dna');
  const titleId = useId();
  const [all, setAll] = useState(false);
  const { expected, known, withPlace, places } = generation;
  const name = generationName(generation.generation);
  const top = places[0];
  const shown = all ? places : places.slice(0, FIRST_PLACES);
  const share = (count: number) => t('heritage.share', { count, shown: formatNumber(count), expected: formatNumber(expected), percent: formatShare(expected > 0 ? count / expected : 0) });
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="overline" component="h3" color="text.secondary">
        {t('heritage.generationTitle', { generation: name, count: expected, expected: formatNumber(expected) })}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
        {top ? heritageSentence(generation.generation, expected, top.count, top.name) : t('heritage.noPlaceYet', { generation: name })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('heritage.known', { count: known, known: formatNumber(known), expected: formatNumber(expected), generation: name, withPlace: formatNumber(withPlace) })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {shown.map((place) => (
          <ShareBar key={place.name} label={place.name} detail={share(place.count)} share={place.share} />
        ))}
        {(all || places.length <= FIRST_PLACES) && known > withPlace && <ShareBar muted label={t('heritage.noPlace')} detail={share(known - withPlace)} share={(known - withPlace) / expected} />}
        {(all || places.length <= FIRST_PLACES) && expected > known && <ShareBar muted label={t('heritage.notInTree')} detail={share(expected - known)} share={(expected - known) / expected} />}
      </Box>
      {places.length > FIRST_PLACES && (
        <Button size="small" onClick={() => setAll((v) => !v)} sx={{ mt: 1.5 }} aria-expanded={all}>
          {all ? t('heritage.fewer') : t('heritage.allPlaces', { count: places.length, shown: formatNumber(places.length) })}
        </Button>
      )}
    </Paper>
  );
}
