import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMoreFooter } from '../../../components/LoadMoreFooter';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { useStoryPages } from '../useStoryPages';
import { StoryCard } from './StoryCard';

/** The stories the viewer may read, newest first, with a "Load more" over the server's pages. */
export function StoryList() {
  const { t } = useTranslation('stories');
  const { stories, loaded, error, retry, hasMore, loadMore, loadingMore, moreFailed } = useStoryPages();
  const { hash } = useLocation();
  const target = decodeURIComponent(hash.slice(1));
  const shown = stories.some((s) => s.id === target);

  // A link to one story (a notification's) scrolls to it once it is listed.
  useEffect(() => {
    if (shown) document.getElementById(target)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [shown, target]);

  if (!loaded && error) return <QueryErrorAlert message={t('list.loadFailed')} onRetry={retry} />;
  if (!loaded) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('list.loading')} />
      </Box>
    );
  }
  if (stories.length === 0) {
    return <EmptyState icon={<AutoStoriesRoundedIcon />} title={t('list.emptyTitle')} text={t('list.emptyText')} />;
  }
  return (
    <Box component="section" aria-label={t('list.label')}>
      <Stack spacing={2}>
        {stories.map((story) => (
          <StoryCard key={story.id} story={story} />
        ))}
      </Stack>
      {(hasMore || moreFailed) && (
        <LoadMoreFooter
          loadsOnScroll={false}
          failedMessage={t('list.moreFailed')}
          loading={loadingMore}
          failed={moreFailed}
          onLoadMore={() => void loadMore()}
        />
      )}
    </Box>
  );
}
