import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import TravelExploreRoundedIcon from '@mui/icons-material/TravelExploreRounded';
import { EmptyState } from '../../components/EmptyState';
import type { ChallengeCategory } from '../../gql/graphql';
import { CATEGORIES, CATEGORY_ICONS, CATEGORY_LABEL_KEYS } from './challengeLabels';
import type { ChallengeLists } from './challengeLists';
import { ChallengeGrid } from './ChallengeGrid';
import { filterChipsSx } from '../../components/filterChipsSx';

/** Family challenges waiting for the viewer's word, then the challenges they are working on. */
export function InProgressPanel({ lists, onBrowse }: { lists: ChallengeLists; onBrowse: () => void }) {
  const { t } = useTranslation('challenges');
  return (
    <Stack spacing={4}>
      {lists.toConfirm.length > 0 && <ChallengeGrid heading={t('lists.toConfirm')} headingId="challenges-to-confirm" intro={t('lists.toConfirmIntro')} challenges={lists.toConfirm} />}
      {lists.inProgress.length > 0 ? (
        <ChallengeGrid heading={t('lists.inProgress')} headingId="challenges-in-progress" challenges={lists.inProgress} />
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <EmptyState icon={<FlagRoundedIcon />} title={t('lists.noneJoined')} text={t('lists.noneJoinedText')} />
          <Button variant="contained" onClick={onBrowse}>
            {t('lists.browse')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The challenges the viewer may join, by category: all of them in a section each, or one category. */
export function AvailablePanel({ challenges }: { challenges: ChallengeLists['available'] }) {
  const { t } = useTranslation('challenges');
  const [category, setCategory] = useState<ChallengeCategory | 'all'>('all');
  if (challenges.length === 0) return <EmptyState icon={<TravelExploreRoundedIcon />} title={t('lists.noneAvailable')} text={t('lists.noneAvailableText')} />;
  const present = CATEGORIES.filter((c) => challenges.some((challenge) => challenge.category === c));
  const shown = category === 'all' ? present : present.filter((c) => c === category);
  return (
    <Stack spacing={4}>
      <ToggleButtonGroup exclusive size="small" color="primary" aria-label={t('lists.filter')} value={category} onChange={(_event, next: ChallengeCategory | 'all' | null) => next && setCategory(next)} sx={filterChipsSx}>
        <ToggleButton value="all">{t('lists.all')}</ToggleButton>
        {present.map((c) => (
          <ToggleButton key={c} value={c} sx={{ whiteSpace: 'nowrap' }}>
            {CATEGORY_ICONS[c]}
            {t(CATEGORY_LABEL_KEYS[c])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown.map((c) => (
        <ChallengeGrid key={c} heading={t(CATEGORY_LABEL_KEYS[c])} headingId={`challenges-${c}`} icon={CATEGORY_ICONS[c]} challenges={challenges.filter((challenge) => challenge.category === c)} />
      ))}
    </Stack>
  );
}

/** What the viewer finished, the latest first, with what each gave. */
export function CompletedPanel({ challenges }: { challenges: ChallengeLists['completed'] }) {
  const { t } = useTranslation('challenges');
  if (challenges.length === 0) return <EmptyState icon={<EmojiEventsRoundedIcon />} title={t('lists.noneCompleted')} text={t('lists.noneCompletedText')} />;
  return <ChallengeGrid heading={t('lists.completed', { count: challenges.length })} headingId="challenges-completed" challenges={challenges} />;
}
