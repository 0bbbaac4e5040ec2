import type { ReactElement } from 'react';
import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import ChildFriendlyRoundedIcon from '@mui/icons-material/ChildFriendlyRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import HourglassBottomRoundedIcon from '@mui/icons-material/HourglassBottomRounded';
import DiamondRoundedIcon from '@mui/icons-material/DiamondRounded';
import Diversity3RoundedIcon from '@mui/icons-material/Diversity3Rounded';
import LocalFloristRoundedIcon from '@mui/icons-material/LocalFloristRounded';
import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import type { TimelineEntryType } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';

/** An icon for every type of entry (the type makes a missing one a compile error). */
export const timelineIcons: Record<TimelineEntryType, ReactElement> = {
  birth: <ChildFriendlyRoundedIcon />,
  death: <LocalFloristRoundedIcon />,
  marriage: <FavoriteRoundedIcon />,
  memory: <PhotoLibraryRoundedIcon />,
  milestone: <FlagRoundedIcon />,
  tradition: <AutoStoriesRoundedIcon />,
  achievement: <EmojiEventsRoundedIcon />,
  graduation: <SchoolRoundedIcon />,
  reunion: <Diversity3RoundedIcon />,
  event: <EventRoundedIcon />,
  time_capsule: <HourglassBottomRoundedIcon />,
  heirloom: <DiamondRoundedIcon />,
};

/** What each type is called (catalogue keys), for screen readers beside its icon. */
export const timelineTypeNames: Record<TimelineEntryType, string> = {
  birth: tKey('timeline:type.birth'),
  death: tKey('timeline:type.death'),
  marriage: tKey('timeline:type.marriage'),
  memory: tKey('timeline:type.memory'),
  milestone: tKey('timeline:type.milestone'),
  tradition: tKey('timeline:type.tradition'),
  achievement: tKey('timeline:type.achievement'),
  graduation: tKey('timeline:type.graduation'),
  reunion: tKey('timeline:type.reunion'),
  event: tKey('timeline:type.event'),
  time_capsule: tKey('timeline:type.time_capsule'),
  heirloom: tKey('timeline:type.heirloom'),
};
