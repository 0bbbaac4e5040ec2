import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DiamondRoundedIcon from '@mui/icons-material/DiamondRounded';
import { EmptyState } from '../../components/EmptyState';
import { FeaturePage } from '../../components/FeaturePage';
import { LoadMoreFooter } from '../../components/LoadMoreFooter';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { HeirloomType } from '../../gql/graphql';
import { useCursorPages } from '../../lib/useCursorPages';
import { HeirloomCard } from './HeirloomCard';
import { HeirloomDialog } from './HeirloomDialog';
import { HeirloomsDocument, HeirloomTreesDocument } from './heirloomQueries';
import { heirloomPath } from './heirloomText';
import { HEIRLOOM_TYPES, TYPE_LABEL_KEYS } from './heirloomTypes';

const PAGE_SIZE = 20;

/** The trees the viewer may add heirlooms to: those they own or edit. */
export function useEditableTrees() {
  const { data } = useQuery(HeirloomTreesDocument);
  return (data?.trees ?? []).filter((tree) => tree.viewerRole !== 'viewer');
}

/** The family's heirlooms by name, of one kind or all, with "Add an heirloom" for those who may. */
export function HeirloomsPage() {
  const { t } = useTranslation('heirlooms');
  const navigate = useNavigate();
  const [type, setType] = useState<HeirloomType | 'all'>('all');
  const [adding, setAdding] = useState(false);
  const trees = useEditableTrees();
  const variables = { first: PAGE_SIZE, assetType: type === 'all' ? null : type };
  const { items, loaded, error, retry, hasMore, loadMore, loadingMore, moreFailed } = useCursorPages(HeirloomsDocument, variables, 'heirlooms');

  let list;
  if (!loaded && error) list = <QueryErrorAlert message={t('list.loadFailed')} onRetry={retry} />;
  else if (!loaded)
    list = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('list.loading')} />
      </Box>
    );
  else if (items.length === 0)
    list = <EmptyState icon={<DiamondRoundedIcon />} title={type === 'all' ? t('list.emptyTitle') : t('list.noneOfType')} text={type === 'all' ? t('list.emptyText') : undefined} />;
  else
    list = (
      <Box component="section" aria-label={t('list.label')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {items.map((heirloom) => (
            <HeirloomCard key={heirloom.id} heirloom={heirloom} />
          ))}
        </Box>
        {(hasMore || moreFailed) && <LoadMoreFooter loadsOnScroll={false} failedMessage={t('list.moreFailed')} loading={loadingMore} failed={moreFailed} onLoadMore={() => void loadMore()} />}
      </Box>
    );

  return (
    <FeaturePage title={t('page.title')} intro={t('page.intro')} action={trees.length ? { label: t('page.add'), icon: <AddRoundedIcon />, onClick: () => setAdding(true) } : undefined}>
      <Box sx={{ mb: 3 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label={t('filter.label')}
          value={type}
          onChange={(_event, next: HeirloomType | 'all' | null) => next && setType(next)}
          // Separate rounded buttons that wrap onto more rows on a phone, all of them in sight.
          sx={{
            flexWrap: 'wrap',
            gap: 1,
            '& .MuiToggleButtonGroup-grouped, & .MuiToggleButtonGroup-grouped:not(:first-of-type), & .MuiToggleButtonGroup-grouped:not(:last-of-type)': {
              m: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 5,
              px: 1.75,
            },
          }}
        >
          <ToggleButton value="all">{t('filter.all')}</ToggleButton>
          {HEIRLOOM_TYPES.map((kind) => (
            <ToggleButton key={kind} value={kind} sx={{ whiteSpace: 'nowrap' }}>
              {t(TYPE_LABEL_KEYS[kind])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {list}
      {adding && <HeirloomDialog open trees={trees} onClose={() => setAdding(false)} onAdded={(id) => void navigate(heirloomPath(id))} />}
    </FeaturePage>
  );
}
