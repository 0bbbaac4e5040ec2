import Button from '@mui/material/Button';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';

interface MoreButtonProps {
  placement: 'top' | 'bottom';
  /** On a narrow panel the button says less, and sits out of the way of the search box and zoom buttons. */
  narrow: boolean;
  onClick: () => void;
  disabled?: boolean;
}

const texts = {
  top: { label: 'Show more generations above', short: 'Generations above' },
  bottom: { label: 'Show more generations below', short: 'Generations below' },
};

const places = {
  top: { wide: { top: 12, right: 12 }, narrow: { top: 60, left: '50%', transform: 'translateX(-50%)' } },
  bottom: { wide: { bottom: 12, left: '50%', transform: 'translateX(-50%)' }, narrow: { bottom: 12, left: 12 } },
};

/** Loads another generation above or below the chart. */
export function MoreButton({ placement, narrow, onClick, disabled }: MoreButtonProps) {
  const { label, short } = texts[placement];
  return (
    <Button
      size="small"
      variant="contained"
      color="inherit"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      startIcon={placement === 'top' ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
      sx={{
        position: 'absolute',
        ...places[placement][narrow ? 'narrow' : 'wide'],
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        whiteSpace: 'nowrap',
        boxShadow: '0 2px 8px rgba(47, 36, 31, 0.08)',
      }}
    >
      {narrow ? short : label}
    </Button>
  );
}
