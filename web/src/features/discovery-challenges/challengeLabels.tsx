import type { ReactElement } from 'react';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import Diversity3RoundedIcon from '@mui/icons-material/Diversity3Rounded';
import TravelExploreRoundedIcon from '@mui/icons-material/TravelExploreRounded';
import CelebrationRoundedIcon from '@mui/icons-material/CelebrationRounded';
import type { ChallengeCategory, ChallengeDifficulty, UnlockableFeature } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';

/** The categories, in the order the filter and the form list them. */
export const CATEGORIES: readonly ChallengeCategory[] = ['tree_building', 'memories', 'stories', 'connections', 'heritage', 'traditions'];

export const CATEGORY_LABEL_KEYS: Record<ChallengeCategory, string> = {
  tree_building: tKey('challenges:category.tree_building'),
  memories: tKey('challenges:category.memories'),
  stories: tKey('challenges:category.stories'),
  connections: tKey('challenges:category.connections'),
  heritage: tKey('challenges:category.heritage'),
  traditions: tKey('challenges:category.traditions'),
};

export const CATEGORY_ICONS: Record<ChallengeCategory, ReactElement> = {
  tree_building: <AccountTreeRoundedIcon fontSize="small" />,
  memories: <PhotoLibraryRoundedIcon fontSize="small" />,
  stories: <AutoStoriesRoundedIcon fontSize="small" />,
  connections: <Diversity3RoundedIcon fontSize="small" />,
  heritage: <TravelExploreRoundedIcon fontSize="small" />,
  traditions: <CelebrationRoundedIcon fontSize="small" />,
};

/** The difficulties, easiest first. */
export const DIFFICULTIES: readonly ChallengeDifficulty[] = ['easy', 'medium', 'hard', 'expert'];

export const DIFFICULTY_LABEL_KEYS: Record<ChallengeDifficulty, string> = {
  easy: tKey('challenges:difficulty.easy'),
  medium: tKey('challenges:difficulty.medium'),
  hard: tKey('challenges:difficulty.hard'),
  expert: tKey('challenges:difficulty.expert'),
};

/** A difficulty's colour on its meter: green to red as it gets harder (never the colour of words: MUI's info and error are too pale for text). */
export const DIFFICULTY_COLORS: Record<ChallengeDifficulty, 'success' | 'info' | 'warning' | 'error'> = {
  easy: 'success',
  medium: 'info',
  hard: 'warning',
  expert: 'error',
};

export const UNLOCK_LABEL_KEYS: Record<UnlockableFeature, string> = {
  chart_heritage_style: tKey('challenges:unlock.chart_heritage_style'),
  chart_gold_frame: tKey('challenges:unlock.chart_gold_frame'),
};
