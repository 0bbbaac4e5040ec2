import type { ReactElement } from 'react';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import CelebrationRoundedIcon from '@mui/icons-material/CelebrationRounded';
import DiamondRoundedIcon from '@mui/icons-material/DiamondRounded';
import RedeemRoundedIcon from '@mui/icons-material/RedeemRounded';
import ConnectWithoutContactRoundedIcon from '@mui/icons-material/ConnectWithoutContactRounded';
import Diversity3RoundedIcon from '@mui/icons-material/Diversity3Rounded';
import DriveFileRenameOutlineRoundedIcon from '@mui/icons-material/DriveFileRenameOutlineRounded';
import EditCalendarRoundedIcon from '@mui/icons-material/EditCalendarRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import ForwardToInboxRoundedIcon from '@mui/icons-material/ForwardToInboxRounded';
import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import GroupAddRoundedIcon from '@mui/icons-material/GroupAddRounded';
import KeyOffRoundedIcon from '@mui/icons-material/KeyOffRounded';
import HourglassBottomRoundedIcon from '@mui/icons-material/HourglassBottomRounded';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import LocalOfferRoundedIcon from '@mui/icons-material/LocalOfferRounded';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import KeyboardVoiceRoundedIcon from '@mui/icons-material/KeyboardVoiceRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import MailRoundedIcon from '@mui/icons-material/MailRounded';
import ManageAccountsRoundedIcon from '@mui/icons-material/ManageAccountsRounded';
import MergeTypeRoundedIcon from '@mui/icons-material/MergeTypeRounded';
import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import WavingHandRoundedIcon from '@mui/icons-material/WavingHandRounded';
import type { ActivityKind } from '../../gql/graphql';

/** An icon for every kind of activity (the type makes a missing kind a compile error). */
export const activityIcons: Record<ActivityKind, ReactElement> = {
  joined: <WavingHandRoundedIcon />,
  onboarded: <CelebrationRoundedIcon />,
  profile_updated: <EditNoteRoundedIcon />,
  token_created: <KeyRoundedIcon />,
  token_revoked: <KeyOffRoundedIcon />,
  member_added: <PersonAddRoundedIcon />,
  member_updated: <EditRoundedIcon />,
  member_removed: <PersonRemoveRoundedIcon />,
  relationship_added: <LinkRoundedIcon />,
  relationship_removed: <LinkOffRoundedIcon />,
  member_linked: <LinkRoundedIcon />,
  link_confirmed: <TaskAltRoundedIcon />,
  link_declined: <LinkOffRoundedIcon />,
  connection_accepted: <Diversity3RoundedIcon />,
  tree_created: <AccountTreeRoundedIcon />,
  tree_renamed: <DriveFileRenameOutlineRoundedIcon />,
  tree_settings_changed: <LockRoundedIcon />,
  access_invited: <MailRoundedIcon />,
  access_accepted: <GroupAddRoundedIcon />,
  access_declined: <PersonRemoveRoundedIcon />,
  access_changed: <ManageAccountsRoundedIcon />,
  access_removed: <PersonRemoveRoundedIcon />,
  access_left: <LogoutRoundedIcon />,
  ownership_transferred: <VerifiedUserRoundedIcon />,
  memory_added: <AddPhotoAlternateRoundedIcon />,
  memory_tagged: <LocalOfferRoundedIcon />,
  story_shared: <AutoStoriesRoundedIcon />,
  moment_answered: <ForumRoundedIcon />,
  event_created: <EventRoundedIcon />,
  event_updated: <EditCalendarRoundedIcon />,
  event_cancelled: <EventBusyRoundedIcon />,
  event_invited: <ForwardToInboxRoundedIcon />,
  event_rsvp: <EventAvailableRoundedIcon />,
  connection_requested: <ConnectWithoutContactRoundedIcon />,
  achievement_recorded: <EmojiEventsRoundedIcon />,
  voice_message_sent: <KeyboardVoiceRoundedIcon />,
  time_capsule_sealed: <HourglassBottomRoundedIcon />,
  time_capsule_opened: <LockOpenRoundedIcon />,
  heirloom_added: <DiamondRoundedIcon />,
  heirloom_passed: <RedeemRoundedIcon />,
  people_merged: <MergeTypeRoundedIcon />,
  // The merged person is back in the tree.
  people_unmerged: <PersonAddRoundedIcon />,
};

