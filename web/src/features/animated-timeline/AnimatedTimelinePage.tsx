import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import SlowMotionVideoRoundedIcon from '@mui/icons-material/SlowMotionVideoRounded';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { FeaturePage } from '../../components/FeaturePage';
import { LoadingScreen } from '../../components/LoadingScreen';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { AnimatedTimelineJson } from '../../../../shared/animated-timeline/index.ts';
import { AnimatedTimelineDocument, AnimatedTimelineTreesDocument } from './animatedTimelineQuery';
import { StartPicker } from './StartPicker';
import { TimelineStage } from './TimelineStage';
import { readAddress } from './timelineAddress';
import { timelineModel } from './timelineModel';
import { clampYear } from './yearState';

const isNotFound = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

/**
 * The animated timeline at `/animated-timeline?tree=…&year=…&from=…`: a tree's history played year
 * by year on a canvas, for the whole tree or a person's descendants, from the year in the address.
 */
export function AnimatedTimelinePage() {
  const { t } = useTranslation('animated-timeline');
  const [params, setParams] = useSearchParams();
  const address = readAddress(params);
  const trees = useQuery(AnimatedTimelineTreesDocument);
  const treeList = trees.data?.trees ?? [];
  const treeId = address.treeId ?? treeList[0]?.id ?? null;
  const read = useQuery(AnimatedTimelineDocument, { variables: { treeId: treeId ?? '', fromPersonId: address.fromId }, skip: !treeId });
  const answer = read.data?.animatedTimeline;
  const model = useMemo(() => (answer ? timelineModel(answer.columns as AnimatedTimelineJson, answer, new Date().getFullYear()) : null), [answer]);
  const people = useMemo(() => (model ? Array.from(model.byName, (i) => ({ id: model.ids[i], name: model.names[i] })) : []), [model]);

  const go = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  let content;
  if (read.error && isNotFound(read.error)) content = <Alert severity="warning">{t('notFound')}</Alert>;
  else if (read.error || trees.error) content = <QueryErrorAlert message={t('error')} onRetry={() => void (read.error ? read.refetch() : trees.refetch())} />;
  else if (!trees.loading && !treeId) content = <EmptyState icon={<SlowMotionVideoRoundedIcon />} title={t('empty.noTree')} />;
  else if (!model || !answer || !treeId) content = <LoadingScreen fullHeight={false} />;
  else if (model.size === 0) content = <EmptyState icon={<SlowMotionVideoRoundedIcon />} title={t('empty.title')} text={t('empty.body')} />;
  else {
    const fromName = answer.fromPersonId ? (model.names[model.ids.indexOf(answer.fromPersonId)] ?? null) : null;
    content = (
      <>
        <StartPicker
          trees={treeList}
          treeId={treeId}
          onTree={(id) => go({ tree: id, from: null, year: null })}
          people={people}
          fromId={answer.fromPersonId ?? null}
          fromName={fromName}
          onFrom={(id) => go({ from: id, year: null })}
        />
        <TimelineStage key={`${answer.treeId}:${answer.fromPersonId ?? ''}`} model={model} treeId={answer.treeId} fromId={answer.fromPersonId ?? null} startYear={address.year === null ? null : clampYear(model, address.year)} />
        {answer.undated > 0 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            {t('note.undated', { count: answer.undated })}
          </Typography>
        )}
        {answer.itemsTruncated && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('note.truncated', { count: model.items.ids.length })}
          </Typography>
        )}
      </>
    );
  }

  return (
    <FeaturePage title={t('page.title')} intro={t('page.intro')} maxWidth={1200}>
      {content}
    </FeaturePage>
  );
}
