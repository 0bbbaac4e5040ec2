import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import { INSIGHTS_PATH } from './insightPaths';

/** The card's tree: the one opened last. */
const InsightsCardTreeDocument = graphql(`
  query InsightsCardTree {
    trees {
      id
    }
  }
`);

/** The few findings the card shows: the timely first. */
const InsightsCardDocument = graphql(`
  query InsightsCard($treeId: ID!) {
    familyInsights(treeId: $treeId, first: 3) {
      treeId
      nodes {
        id
        sentence
      }
    }
  }
`);

/**
 * The dashboard's "Insights": the best few findings about the tree opened last, and the way to the
 * page. Its code and texts load on their own after the dashboard's first screen, and are kept small
 * (a namespace of its own, no icon): the dashboard has a weight budget. Nothing shows on an error.
 */
export function InsightsCard() {
  const { t } = useTranslation('insights-card');
  const tree = useQuery(InsightsCardTreeDocument);
  const treeId = tree.data?.trees[0]?.id;
  const { data, error } = useQuery(InsightsCardDocument, { variables: { treeId: treeId ?? '' }, skip: !treeId });
  if (tree.error || error || (tree.data && !treeId)) return null;
  const nodes = data?.familyInsights.nodes;
  return (
    <Card component="section" aria-labelledby="insights-card-title">
      <CardContent sx={{ p: 3, display: 'grid', gap: 1.5 }}>
        <Typography id="insights-card-title" variant="h6" component="h2">
          {t('title')}
        </Typography>
        {nodes === undefined ? (
          <Typography color="text.secondary">{t('loading')}</Typography>
        ) : nodes.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          nodes.map((insight) => (
            <Typography key={insight.id} variant="body2">
              {insight.sentence}
            </Typography>
          ))
        )}
        <Button component={RouterLink} to={treeId ? `${INSIGHTS_PATH}?tree=${treeId}` : INSIGHTS_PATH} sx={{ justifySelf: 'start' }}>
          {t('seeAll')}
        </Button>
      </CardContent>
    </Card>
  );
}
