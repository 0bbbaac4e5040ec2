import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { tKey } from '../../../lib/i18n';

interface MoreButtonProps {
  placement: 'top' | 'bottom';
  /** On a narrow panel the button says less, and sits out of the way of the search box and zoom buttons. */
  narrow: boolean;
  onClick: () => void;
  disabled?: boolean;
}

const texts = {
  top: { label: tKey('more.above'), short: tKey('more.aboveShort') },
  bottom: { label: tKey('more.below'), short: tKey('more.belowShort') },
};

const places = {
  top: { wide: { top: 12, right: 12 }, narrow: { top: 60, left: '50%', transform: 'translateX(-50%)' } },
  bottom: { wide: { bottom: 12, left: '50%', transform: 'translateX(-50%)' }, narrow: { bottom: 12, left: 12 } },
};

/** Loads another generation above or below the chart. */
export function MoreButton({ placement, narrow, onClick, disabled }: MoreButtonProps) {
  const { t } = useTranslation('familyTree');
  const label = t(texts[placement].label);
  const short = t(texts[placement].short);
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
