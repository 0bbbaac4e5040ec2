import type { ReactElement } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import DiamondRoundedIcon from '@mui/icons-material/DiamondRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import HourglassBottomRoundedIcon from '@mui/icons-material/HourglassBottomRounded';
import KeyboardVoiceRoundedIcon from '@mui/icons-material/KeyboardVoiceRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import PhotoRoundedIcon from '@mui/icons-material/PhotoRounded';
import type { SearchResultKind } from '../../gql/graphql';
import type { SearchHit } from './resultGroups';

const ICONS: Record<SearchResultKind, ReactElement> = {
  person: <PersonRoundedIcon fontSize="small" />,
  memory: <PhotoRoundedIcon fontSize="small" />,
  story: <AutoStoriesRoundedIcon fontSize="small" />,
  event: <EventRoundedIcon fontSize="small" />,
  time_capsule: <HourglassBottomRoundedIcon fontSize="small" />,
  achievement: <EmojiEventsRoundedIcon fontSize="small" />,
  moment_answer: <ForumRoundedIcon fontSize="small" />,
  voice_message: <KeyboardVoiceRoundedIcon fontSize="small" />,
  heirloom: <DiamondRoundedIcon fontSize="small" />,
};

/** One result: its picture (or its kind's icon), its title and the line about it. */
export function SearchHitRow({ hit }: { hit: SearchHit }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, width: '100%' }}>
      <Avatar
        src={hit.imageUrl ?? undefined}
        alt=""
        variant={hit.kind === 'person' ? 'circular' : 'rounded'}
        sx={{ width: 36, height: 36, bgcolor: 'action.selected', color: 'text.secondary' }}
      >
        {ICONS[hit.kind]}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {hit.title}
        </Typography>
        {/* A space between the two lines, so that the words read apart and as the option's label. */}
        {hit.subtitle && ' '}
        {hit.subtitle && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {hit.subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
