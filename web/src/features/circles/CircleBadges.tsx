import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { formatNumber } from '../../lib/i18n';

/** Marks a circle only its members know about. */
export function PrivateBadge() {
  const { t } = useTranslation('circles');
  return <Chip size="small" variant="outlined" icon={<LockRoundedIcon />} label={t('badge.private')} />;
}

/** Memories others added since the viewer last opened the circle; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('circles');
  if (count <= 0) return null;
  const shown = formatNumber(count);
  return (
    <Chip
      size="small"
      color="primary"
      label={t('badge.new', { count, shown })}
      aria-label={t('badge.newMemories', { count, shown })}
    />
  );
}
