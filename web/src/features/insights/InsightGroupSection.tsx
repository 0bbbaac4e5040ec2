import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { tKey } from '../../lib/i18n';
import type { InsightGroup } from '../../gql/graphql';
import { FamilyInsightsDocument } from './insightsQueries';
import { InsightItem } from './InsightItem';
import type { InsightActions } from './useInsightActions';

/** Findings a group shows at first, and how many more each "Show more" adds (50 at most). */
const FIRST = 10;
const MORE = 20;
const MOST = 50;
/** How often a group asks again while the tree's latest change is being looked at. */
const UPDATING_POLL_MS = 4000;

const HEADINGS: Record<InsightGroup, string> = {
  STORY: tKey('insights:group.STORY'),
  GAPS: tKey('insights:group.GAPS'),
  DUPLICATES: tKey('insights:group.DUPLICATES'),
  DAYS: tKey('insights:group.DAYS'),
};
const EMPTY: Record<InsightGroup, string> = {
  STORY: tKey('insights:empty.STORY'),
  GAPS: tKey('insights:empty.GAPS'),
  DUPLICATES: tKey('insights:empty.DUPLICATES'),
  DAYS: tKey('insights:empty.DAYS'),
};

/**
 * One group of a tree's findings under its heading, with its own loading, empty and error states;
 * while the tree's latest change is being looked at, it asks again every few seconds.
 */
export function InsightGroupSection({ treeId, group, actions }: { treeId: string; group: InsightGroup; actions: InsightActions }) {
  const { t } = useTranslation('insights');
  const { data, loading, error, refetch, fetchMore, variables, startPolling, stopPolling } = useQuery(FamilyInsightsDocument, {
    variables: { treeId, group, first: FIRST },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.familyInsights;
  const updating = page?.updating ?? false;
  useEffect(() => {
    if (!updating) return undefined;
    startPolling(UPDATING_POLL_MS);
    return () => stopPolling();
  }, [updating, startPolling, stopPolling]);
  const headingId = `insights-${group}`;
  let content;
  if (error && !page) content = <QueryErrorAlert message={t('error')} onRetry={() => void refetch()} />;
  else if (!page) content = <Stack spacing={1}>{[0, 1].map((i) => <Skeleton key={i} variant="rounded" height={88} />)}</Stack>;
  else if (page.nodes.length === 0) content = <Typography color="text.secondary">{t(EMPTY[group])}</Typography>;
  else {
    content = (
      <Stack spacing={1.5}>
        {page.nodes.map((insight) => (
          <InsightItem
            key={insight.id}
            insight={insight}
            canEdit={page.viewerCanEdit}
            busy={actions.busy}
            onDismiss={() => actions.dismiss(insight)}
            onCompare={(keepId, mergeId) => actions.compare(keepId, mergeId)}
            onNotSame={(a, b) => actions.notSame(treeId, a, b)}
          />
        ))}
        {page.hasMore && (variables?.first ?? FIRST) < MOST && (
          <Box>
            <Button onClick={() => void fetchMore({ variables: { first: Math.min((variables?.first ?? FIRST) + MORE, MOST) }, updateQuery: (_prev, { fetchMoreResult }) => fetchMoreResult })} disabled={loading}>
              {t('showMore')}
            </Button>
          </Box>
        )}
      </Stack>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t(HEADINGS[group])}
      </Typography>
      {content}
    </Box>
  );
}
