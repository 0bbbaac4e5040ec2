import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import { EmptyState } from '../../components/EmptyState';
import { FeaturePage } from '../../components/FeaturePage';
import { LoadMoreFooter } from '../../components/LoadMoreFooter';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { AchievementType } from '../../gql/graphql';
import { useCursorPages } from '../../lib/useCursorPages';
import { AchievementsDocument } from './achievementQueries';
import { AchievementCard } from './AchievementCard';
import { ACHIEVEMENT_TYPES, TYPE_LABEL_KEYS } from './achievementTypes';
import { RecordAchievementDialog } from './RecordAchievementDialog';
import { filterChipsSx } from '../../components/filterChipsSx';

const PAGE_SIZE = 20;

/** The family's achievements, the latest first, of one kind or all, with "Record an achievement". */
export function AchievementsPage() {
  const { t } = useTranslation('achievements');
  const [type, setType] = useState<AchievementType | 'all'>('all');
  const [recording, setRecording] = useState(false);
  const variables = { first: PAGE_SIZE, achievementType: type === 'all' ? null : type };
  const { items, loaded, error, retry, hasMore, loadMore, loadingMore, moreFailed } = useCursorPages(AchievementsDocument, variables, 'achievements');
  const { hash } = useLocation();
  const target = decodeURIComponent(hash.slice(1));
  const shown = items.some((a) => a.id === target);

  // A link to one achievement (a notice's, search's, the timeline's) scrolls to it once it is listed.
  useEffect(() => {
    if (shown) document.getElementById(target)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [shown, target]);

  let list;
  if (!loaded && error) list = <QueryErrorAlert message={t('list.loadFailed')} onRetry={retry} />;
  else if (!loaded)
    list = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('list.loading')} />
      </Box>
    );
  else if (items.length === 0)
    list = <EmptyState icon={<EmojiEventsRoundedIcon />} title={type === 'all' ? t('list.emptyTitle') : t('list.noneOfType')} text={type === 'all' ? t('list.emptyText') : undefined} />;
  else
    list = (
      <Box component="section" aria-label={t('list.label')}>
        <Stack spacing={2}>
          {items.map((achievement) => (
            <AchievementCard key={achievement.id} achievement={achievement} />
          ))}
        </Stack>
        {(hasMore || moreFailed) && <LoadMoreFooter loadsOnScroll={false} failedMessage={t('list.moreFailed')} loading={loadingMore} failed={moreFailed} onLoadMore={() => void loadMore()} />}
      </Box>
    );

  return (
    <FeaturePage title={t('page.title')} intro={t('page.intro')} action={{ label: t('page.record'), icon: <AddRoundedIcon />, onClick: () => setRecording(true) }}>
      <Box sx={{ mb: 3 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label={t('filter.label')}
          value={type}
          onChange={(_event, next: AchievementType | 'all' | null) => next && setType(next)}
          sx={filterChipsSx}
        >
          <ToggleButton value="all">{t('filter.all')}</ToggleButton>
          {ACHIEVEMENT_TYPES.map((kind) => (
            <ToggleButton key={kind} value={kind} sx={{ whiteSpace: 'nowrap' }}>
              {t(TYPE_LABEL_KEYS[kind])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {list}
      {recording && <RecordAchievementDialog open onClose={() => setRecording(false)} />}
    </FeaturePage>
  );
}
