import Chip from '@mui/material/Chip';
import LockRoundedIcon from '@mui/icons-material/LockRounded';

/** Marks a circle only its members know about. */
export function PrivateBadge() {
  return <Chip size="small" variant="outlined" icon={<LockRoundedIcon />} label="Private" />;
}

/** Memories others added since the viewer last opened the circle; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Chip
      size="small"
      color="primary"
      label={`${count} new`}
      aria-label={count === 1 ? '1 new memory' : `${count} new memories`}
    />
  );
}
