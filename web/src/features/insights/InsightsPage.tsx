import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import TipsAndUpdatesRoundedIcon from '@mui/icons-material/TipsAndUpdatesRounded';
import { EmptyState } from '../../components/EmptyState';
import { FeaturePage } from '../../components/FeaturePage';
import { LoadingScreen } from '../../components/LoadingScreen';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { InsightGroup } from '../../gql/graphql';
import { MergePeopleDialog } from './merge';
import { InsightTreesDocument } from './insightsQueries';
import { InsightGroupSection } from './InsightGroupSection';
import { useInsightActions } from './useInsightActions';

/** The page's groups, in order: the family's story, the days to remember, possible duplicates, gaps to fill. */
const GROUPS: InsightGroup[] = ['STORY', 'DAYS', 'DUPLICATES', 'GAPS'];

/**
 * The insights page at `/ai-insights?tree=…`: what the tree's own server found in the tree by fixed
 * rules, grouped by kind, each finding with its people, its facts, what to do about it and a way to
 * dismiss it. Possible duplicates open the merge dialog or are said not to be the same person.
 */
export function InsightsPage() {
  const { t } = useTranslation('insights');
  const [params, setParams] = useSearchParams();
  const trees = useQuery(InsightTreesDocument);
  const list = trees.data?.trees ?? [];
  const chosen = params.get('tree');
  const treeId = list.find((tree) => tree.id === chosen)?.id ?? list[0]?.id ?? null;
  const actions = useInsightActions();

  let content;
  if (trees.error && !trees.data) content = <QueryErrorAlert message={t('error')} onRetry={() => void trees.refetch()} />;
  else if (!trees.data) content = <LoadingScreen fullHeight={false} />;
  else if (!treeId) content = <EmptyState icon={<TipsAndUpdatesRoundedIcon />} title={t('empty.noTree')} />;
  else {
    content = (
      <>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
          {list.length > 1 ? (
            <TextField select size="small" label={t('tree')} value={treeId} onChange={(event) => setParams({ tree: event.target.value })} sx={{ minWidth: 220 }}>
              {list.map((tree) => (
                <MenuItem key={tree.id} value={tree.id}>
                  {tree.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <span />
          )}
          <Button size="small" onClick={() => actions.restore(treeId)} disabled={actions.busy}>
            {t('restore')}
          </Button>
        </Box>
        {GROUPS.map((group) => (
          <InsightGroupSection key={`${treeId}:${group}`} treeId={treeId} group={group} actions={actions} />
        ))}
        {actions.comparing && (
          <MergePeopleDialog open keepId={actions.comparing.keepId} mergeId={actions.comparing.mergeId} onClose={actions.stopComparing} onMerged={actions.stopComparing} />
        )}
      </>
    );
  }
  return (
    <FeaturePage title={t('page.title')} intro={t('page.intro')}>
      {content}
    </FeaturePage>
  );
}
