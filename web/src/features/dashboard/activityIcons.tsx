import type { ReactElement } from 'react';
import CelebrationRoundedIcon from '@mui/icons-material/CelebrationRounded';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import KeyOffRoundedIcon from '@mui/icons-material/KeyOffRounded';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import WavingHandRoundedIcon from '@mui/icons-material/WavingHandRounded';
import type { ActivityKind } from '../../gql/graphql';

export const activityIcons: Record<ActivityKind, ReactElement> = {
  joined: <WavingHandRoundedIcon />,
  onboarded: <CelebrationRoundedIcon />,
  profile_updated: <EditNoteRoundedIcon />,
  token_created: <KeyRoundedIcon />,
  token_revoked: <KeyOffRoundedIcon />,
};
