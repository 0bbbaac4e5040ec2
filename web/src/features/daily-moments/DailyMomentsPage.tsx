import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentRoundedIcon from '@mui/icons-material/LocalFireDepartmentRounded';
import ShuffleRoundedIcon from '@mui/icons-material/ShuffleRounded';
import WbSunnyRoundedIcon from '@mui/icons-material/WbSunnyRounded';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState } from '../../components/EmptyState';
import { LoadingScreen } from '../../components/LoadingScreen';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { LoadMoreFooter } from '../../components/LoadMoreFooter';
import { useToast } from '../../components/toast';
import { errorMessageOf } from '../../apollo/errors';
import { EarlierMomentsDocument, MomentStreakDocument, SkipDailyMomentDocument, TodaysMomentDocument } from './dailyMomentDocuments';
import { AnswerForm } from './AnswerForm';
import { AnswerCard } from './AnswerCard';
import { MomentDay } from './MomentDay';
import { FamilyQueue } from './FamilyQueue';
import type { MomentFieldsFragment } from '../../gql/graphql';
import { PROMPT_TYPE_NAMES } from './promptTypes';

/** Daily Moments: the family's prompt of today, big; the answer box; the family's answers; the streak; earlier days. */
export function DailyMomentsPage() {
  const { t } = useTranslation('daily-moments');
  const [params, setParams] = useSearchParams();
  const chosenTree = params.get('tree');
  const { data, loading, error, refetch } = useQuery(TodaysMomentDocument, { variables: { treeId: chosenTree } });
  const moment = data?.dailyMoment ?? null;
  const treeId = moment?.treeId ?? chosenTree;

  if (loading && !data) return <LoadingScreen fullHeight={false} />;
  if (error && !data) return <QueryErrorAlert message={errorMessageOf(error, t('page.failed'))} onRetry={() => void refetch()} />;

  const trees = data?.trees ?? [];
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageHeader
        title={t('page.title')}
        intro={t('page.intro')}
        action={
          trees.length > 1 && treeId ? (
            <TextField select size="small" label={t('page.family')} value={treeId} onChange={(e) => setParams({ tree: e.target.value })} sx={{ minWidth: 220 }}>
              {trees.map((tree) => (
                <MenuItem key={tree.id} value={tree.id}>
                  {tree.name}
                </MenuItem>
              ))}
            </TextField>
          ) : undefined
        }
      />
      {!moment || !treeId ? (
        <EmptyState icon={<WbSunnyRoundedIcon />} title={t('page.noFamily')} text={t('page.noFamilyText')} />
      ) : (
        <Stack spacing={{ xs: 3, md: 4 }}>
          <Today moment={moment} onChanged={() => void refetch()} />
          <FamilyQueue treeId={treeId} />
          <EarlierDays treeId={treeId} />
        </Stack>
      )}
    </Box>
  );
}

function Today({ moment, onChanged }: { moment: MomentFieldsFragment; onChanged: () => void }) {
  const { t } = useTranslation('daily-moments');
  const toast = useToast();
  const streak = useQuery(MomentStreakDocument, { variables: { treeId: moment.treeId }, fetchPolicy: 'cache-and-network' });
  const [skip, skipping] = useMutation(SkipDailyMomentDocument);
  const count = streak.data?.momentStreak ?? 0;
  const ownId = moment.answers.find((a) => a.id === moment.viewerAnswer?.id)?.author?.id ?? null;
  const doSkip = async () => {
    try {
      await skip({ variables: { id: moment.id } });
      toast({ title: t('today.skipped'), variant: 'info' });
    } catch (error) {
      toast({ title: errorMessageOf(error, t('today.skipFailed')), variant: 'error' });
    }
  };
  return (
    <Stack spacing={2.5}>
      <Card component="section" aria-labelledby="todays-prompt" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 4 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 }, display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="overline" sx={{ opacity: 0.85 }}>
              {t('today.label')}
            </Typography>
            <Chip size="small" label={t(PROMPT_TYPE_NAMES[moment.prompt.promptType])} variant="outlined" sx={{ color: 'inherit', borderColor: 'currentColor', bgcolor: 'transparent' }} />
            {moment.prompt.fromFamily && moment.prompt.author && (
              <Chip size="small" label={t('today.askedBy', { name: moment.prompt.author.displayName })} variant="outlined" sx={{ color: 'inherit', borderColor: 'currentColor', bgcolor: 'transparent' }} />
            )}
          </Box>
          <Typography id="todays-prompt" variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, lineHeight: 1.25 }}>
            {moment.prompt.text}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }} aria-live="polite">
              <LocalFireDepartmentRoundedIcon aria-hidden="true" />
              <Typography sx={{ fontWeight: 600 }}>{count ? t('today.streak', { count }) : t('today.noStreak')}</Typography>
            </Box>
            {moment.viewerCan.skip && (
              <Button color="inherit" variant="outlined" startIcon={<ShuffleRoundedIcon />} disabled={skipping.loading} onClick={() => void doSkip()}>
                {t('today.skip')}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
      {moment.viewerCan.answer && (
        <Card variant="outlined" component="section" aria-label={moment.viewerAnswer ? t('form.changeTitle') : t('form.title')}>
          <CardContent>
            <AnswerForm
              key={moment.viewerAnswer?.id ?? moment.id}
              momentId={moment.id}
              current={moment.viewerAnswer ?? null}
              onSaved={() => {
                onChanged();
                void streak.refetch();
              }}
            />
          </CardContent>
        </Card>
      )}
      <Box component="section" aria-labelledby="family-answers" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="family-answers" variant="h5" component="h2">
          {t('today.answers', { count: moment.answers.length })}
        </Typography>
        {moment.answers.length ? (
          moment.answers.map((answer) => <AnswerCard key={answer.id} answer={answer} />)
        ) : (
          <Typography color="text.secondary">{t('today.noAnswers')}</Typography>
        )}
        {ownId && (
          <Box>
            <Button component={RouterLink} to={`/daily-prompts/book/${ownId}?${new URLSearchParams({ tree: moment.treeId })}`} variant="text">
              {t('book.open')}
            </Button>
          </Box>
        )}
      </Box>
    </Stack>
  );
}

function EarlierDays({ treeId }: { treeId: string }) {
  const { t } = useTranslation('daily-moments');
  const [failed, setFailed] = useState(false);
  const { data, loading, error, fetchMore } = useQuery(EarlierMomentsDocument, { variables: { treeId, first: 7 } });
  const page = data?.dailyMoments;
  return (
    <Box component="section" aria-labelledby="earlier-days" sx={{ display: 'grid', gap: 3 }}>
      <Typography id="earlier-days" variant="h5" component="h2">
        {t('earlier.title')}
      </Typography>
      {error && !data && <Typography color="error">{t('earlier.failed')}</Typography>}
      {page && !page.nodes.length && <Typography color="text.secondary">{t('earlier.none')}</Typography>}
      {page?.nodes.map((moment) => <MomentDay key={moment.id} moment={moment} />)}
      {page?.hasMore && (
        <LoadMoreFooter
          loading={loading}
          failed={failed}
          failedMessage={t('earlier.failed')}
          loadsOnScroll={false}
          onLoadMore={() => {
            setFailed(false);
            void fetchMore({
              variables: { after: page.endCursor },
              updateQuery: (prev, { fetchMoreResult }) => ({
                dailyMoments: { ...fetchMoreResult.dailyMoments, nodes: [...prev.dailyMoments.nodes, ...fetchMoreResult.dailyMoments.nodes] },
              }),
            }).catch(() => setFailed(true));
          }}
        />
      )}
    </Box>
  );
}
