import Paper from '@mui/material/Paper';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CenterFocusStrongRoundedIcon from '@mui/icons-material/CenterFocusStrongRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';

interface ZoomControlsProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onRecentre: () => void;
}

export function ZoomControls({ onZoomIn, onZoomOut, onRecentre }: ZoomControlsProps) {
  const buttons = [
    { label: 'Zoom in', icon: <AddRoundedIcon />, onClick: onZoomIn },
    { label: 'Zoom out', icon: <RemoveRoundedIcon />, onClick: onZoomOut },
    { label: 'Re-centre', icon: <CenterFocusStrongRoundedIcon />, onClick: onRecentre },
  ];
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Zoom"
      sx={{ position: 'absolute', right: 12, bottom: 12, display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      {buttons.map(({ label, icon, onClick }) => (
        <Tooltip key={label} title={label} placement="left">
          <IconButton aria-label={label} onClick={onClick} size="small" sx={{ m: 0.25 }}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
    </Paper>
  );
}
