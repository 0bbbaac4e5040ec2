import { useTranslation } from 'react-i18next';
import Popover from '@mui/material/Popover';
import { NotificationPanel } from './NotificationPanel';

/** The list under the bell (its code loads when the bell is first opened). */
export function NotificationPopover({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          id: 'notifications-panel',
          role: 'dialog',
          'aria-label': t('title'),
          // Nearly the whole width on a phone; a column beside the bell on wider screens.
          sx: {
            width: { xs: 'calc(100vw - 16px)', sm: 400 },
            maxHeight: 'min(560px, calc(100vh - 96px))',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <NotificationPanel onClose={onClose} />
    </Popover>
  );
}
