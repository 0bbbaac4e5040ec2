import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { SearchBox } from './SearchBox';

/** The search over the whole screen of a phone. */
export function PhoneSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Dialog fullScreen open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t('search') } }}>
      <Box
        role="search"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton aria-label={t('close')} onClick={onClose}>
          <ArrowBackRoundedIcon />
        </IconButton>
        <SearchBox inPlace autoFocus onOpened={onClose} />
      </Box>
    </Dialog>
  );
}
