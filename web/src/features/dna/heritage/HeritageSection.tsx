import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PublicRoundedIcon from '@mui/icons-material/PublicRounded';
import { EmptyState } from '../../../components/EmptyState';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import type { HeritageLevel } from '../../../gql/graphql';
import { GenerationCard } from './GenerationCard';
import { HeritageDocument } from './heritageQueries';

const LEVELS: HeritageLevel[] = ['region', 'country', 'place'];
const isLevel = (value: string | null): value is HeritageLevel => LEVELS.includes(value as HeritageLevel);

/**
 * Where the viewer's ancestors were born, generation by generation, from the tree's birth places,
 * grouped by region, country or place (kept in the address as `?level=`); with why there is no
 * ethnicity estimate.
 */
export function HeritageSection() {
  const { t } = useTranslation('dna');
  const [params, setParams] = useSearchParams();
  const wanted = params.get('level');
  const level: HeritageLevel = isLevel(wanted) ? wanted : 'region';
  const { data, error, refetch, previousData } = useQuery(HeritageDocument, { variables: { level } });
  const loaded = data ?? (error ? undefined : previousData);
  const heritage = loaded?.heritage;
  const generations = heritage?.generations.filter((g) => g.known > 0) ?? [];
  const anyPlace = generations.some((g) => g.places.length > 0);

  let content;
  if (!data && error) content = <QueryErrorAlert message={t('heritage.failed')} onRetry={() => void refetch()} />;
  else if (!loaded)
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('heritage.loading')} />
      </Box>
    );
  else if (!heritage) content = <EmptyState icon={<PublicRoundedIcon />} title={t('heritage.noPersonTitle')} text={t('heritage.noPersonText')} />;
  else if (!anyPlace) content = <EmptyState icon={<PublicRoundedIcon />} title={t('heritage.noPlacesTitle')} text={t('heritage.noPlacesText')} />;
  else
    content = (
      <Stack spacing={2}>
        {generations.map((generation) => (
          <GenerationCard key={generation.generation} generation={generation} />
        ))}
      </Stack>
    );

  return (
    <Box component="section" aria-labelledby="dna-heritage-title">
      <Typography id="dna-heritage-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {heritage && !heritage.person.isSelf ? t('heritage.titleOf', { name: heritage.person.fullName }) : t('heritage.title')}
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 2.5 }}>
        {t('heritage.noEthnicity')}
      </Alert>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t('heritage.levelLabel')}
        value={level}
        onChange={(_event, next: HeritageLevel | null) => {
          if (!next) return;
          const changed = new URLSearchParams(params);
          changed.set('level', next);
          setParams(changed, { replace: true });
        }}
        sx={{ mb: 2.5, flexWrap: 'wrap' }}
      >
        <ToggleButton value="region">{t('heritage.level.region')}</ToggleButton>
        <ToggleButton value="country">{t('heritage.level.country')}</ToggleButton>
        <ToggleButton value="place">{t('heritage.level.place')}</ToggleButton>
      </ToggleButtonGroup>
      {content}
    </Box>
  );
}
