import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { SearchBox } from './SearchBox';

/**
 * The header's search: a box beside the navigation, or on phones an icon that opens the search
 * over the whole screen.
 */
export function HeaderSearch() {
  const { t } = useTranslation('search');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  if (!phone) {
    // Beside the navigation there is room for the magnifier only: the box widens over the links
    // while it is used, rather than pushing them aside.
    return (
      <Box role="search" sx={{ position: 'relative', flexShrink: 0, height: 40, width: { sm: 240, md: 40 } }}>
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            width: '100%',
            zIndex: 1,
            // The field's input keeps a minimum width: clipped, it cannot cover the bell beside it.
            overflow: 'hidden',
            transition: (t) => t.transitions.create('width', { duration: t.transitions.duration.shorter }),
            '& input::placeholder': { opacity: { md: 0 } },
            '&:focus-within': { width: { md: 320 } },
            '&:focus-within input::placeholder': { opacity: 0.5 },
          }}
        >
          <SearchBox />
        </Box>
      </Box>
    );
  }
  return (
    <>
      <Tooltip title={t('search')}>
        <IconButton aria-label={t('search')} onClick={() => setOpen(true)}>
          <SearchRoundedIcon />
        </IconButton>
      </Tooltip>
      <Dialog fullScreen open={open} onClose={close} slotProps={{ paper: { 'aria-label': t('search') } }}>
        <Box role="search" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, borderBottom: 1, borderColor: 'divider' }}>
          <IconButton aria-label={t('close')} onClick={close}>
            <ArrowBackRoundedIcon />
          </IconButton>
          <SearchBox inPlace autoFocus onOpened={close} />
        </Box>
      </Dialog>
    </>
  );
}
