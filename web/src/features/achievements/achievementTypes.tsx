import type { ReactElement } from 'react';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import DirectionsRunRoundedIcon from '@mui/icons-material/DirectionsRunRounded';
import WorkRoundedIcon from '@mui/icons-material/WorkRounded';
import VolunteerActivismRoundedIcon from '@mui/icons-material/VolunteerActivismRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import type { AchievementType } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';

/** The kinds of achievement, in the order the form and the filter list them. */
export const ACHIEVEMENT_TYPES: readonly AchievementType[] = ['graduation', 'award', 'sport', 'career', 'service', 'milestone'];

export const TYPE_LABEL_KEYS: Record<AchievementType, string> = {
  graduation: tKey('achievements:type.graduation'),
  award: tKey('achievements:type.award'),
  sport: tKey('achievements:type.sport'),
  career: tKey('achievements:type.career'),
  service: tKey('achievements:type.service'),
  milestone: tKey('achievements:type.milestone'),
};

export const TYPE_ICONS: Record<AchievementType, ReactElement> = {
  graduation: <SchoolRoundedIcon fontSize="small" />,
  award: <EmojiEventsRoundedIcon fontSize="small" />,
  sport: <DirectionsRunRoundedIcon fontSize="small" />,
  career: <WorkRoundedIcon fontSize="small" />,
  service: <VolunteerActivismRoundedIcon fontSize="small" />,
  milestone: <FlagRoundedIcon fontSize="small" />,
};
