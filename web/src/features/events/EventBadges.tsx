import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import type { FamilyEventType } from '../../gql/graphql';
import { EVENT_TYPE_LABELS } from './eventText';

export function EventTypeBadge({ type }: { type: FamilyEventType }) {
  const { t } = useTranslation('events');
  return <Chip size="small" color="secondary" variant="outlined" label={t(EVENT_TYPE_LABELS[type])} />;
}

/** Marks an event its organizer called off; it stays in the list so nobody wonders. */
export function CancelledBadge() {
  const { t } = useTranslation('events');
  return <Chip size="small" color="error" icon={<EventBusyRoundedIcon />} label={t('badge.cancelled')} />;
}

/** Marks an event only its organizer and invitees see. */
export function PrivateEventBadge() {
  const { t } = useTranslation('events');
  return <Chip size="small" variant="outlined" icon={<LockRoundedIcon />} label={t('badge.private')} />;
}
