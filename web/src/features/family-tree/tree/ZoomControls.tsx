import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import IconButton from '@mui/material/IconButton';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CenterFocusStrongRoundedIcon from '@mui/icons-material/CenterFocusStrongRounded';
import FitScreenRoundedIcon from '@mui/icons-material/FitScreenRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import { Hint } from '../../../components/Hint';

interface ZoomControlsProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  /** The whole chart in view. */
  onFit: () => void;
  /** Back to the first view around the focus. */
  onRecentre: () => void;
}

export const ZoomControls = memo(function ZoomControls({ onZoomIn, onZoomOut, onFit, onRecentre }: ZoomControlsProps) {
  const { t } = useTranslation('familyTree');
  const buttons = [
    { key: 'in', label: t('zoom.in'), shortcut: '+', icon: <AddRoundedIcon />, onClick: onZoomIn },
    { key: 'out', label: t('zoom.out'), shortcut: '−', icon: <RemoveRoundedIcon />, onClick: onZoomOut },
    { key: 'fit', label: t('zoom.fit'), shortcut: 'F', icon: <FitScreenRoundedIcon />, onClick: onFit },
    { key: 'recentre', label: t('zoom.recentre'), shortcut: t('zoom.homeKey'), icon: <CenterFocusStrongRoundedIcon />, onClick: onRecentre },
  ];
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label={t('zoom.label')}
      aria-orientation="vertical"
      sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      {buttons.map(({ key, label, shortcut, icon, onClick }) => (
        <Hint key={key} title={t('zoom.tooltip', { label, shortcut })} placement="left">
          <IconButton aria-label={label} onClick={onClick} size="small" sx={{ m: 0.25 }}>
            {icon}
          </IconButton>
        </Hint>
      ))}
    </Paper>
  );
});
