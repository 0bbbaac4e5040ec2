import type { ReactElement } from 'react';
import CelebrationRoundedIcon from '@mui/icons-material/CelebrationRounded';
import Diversity3RoundedIcon from '@mui/icons-material/Diversity3Rounded';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import KeyOffRoundedIcon from '@mui/icons-material/KeyOffRounded';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import WavingHandRoundedIcon from '@mui/icons-material/WavingHandRounded';
import type { ActivityKind } from '../../gql/graphql';

export const activityIcons: Record<ActivityKind, ReactElement> = {
  joined: <WavingHandRoundedIcon />,
  onboarded: <CelebrationRoundedIcon />,
  profile_updated: <EditNoteRoundedIcon />,
  token_created: <KeyRoundedIcon />,
  token_revoked: <KeyOffRoundedIcon />,
  member_added: <PersonAddRoundedIcon />,
  connection_accepted: <Diversity3RoundedIcon />,
};
