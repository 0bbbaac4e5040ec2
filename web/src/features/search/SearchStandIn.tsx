import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { MAX_QUERY_LENGTH } from './searchLimits';

/**
 * What the header shows until the search's own code is there: a plain search field drawn like the
 * real one. Coming near it starts loading that code; focusing it (`onWanted`) swaps the real box in.
 */
export function SearchStandIn({ onNear, onWanted, onTyped }: { onNear: () => void; onWanted: () => void; onTyped: (typed: string) => void }) {
  const { t } = useTranslation('search');
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        bgcolor: 'background.paper',
        borderRadius: 1,
      }}
    >
      <SearchRoundedIcon
        fontSize="small"
        sx={{
          position: 'absolute',
          left: 14,
          top: 10,
          color: 'action.active',
          pointerEvents: 'none',
        }}
      />
      <Box
        component="input"
        type="search"
        aria-label={t('search')}
        placeholder={t('placeholder')}
        maxLength={MAX_QUERY_LENGTH}
        onPointerEnter={onNear}
        onFocus={onWanted}
        onInput={(event) => onTyped(event.currentTarget.value)}
        sx={{
          boxSizing: 'border-box',
          width: '100%',
          height: 40,
          pl: '42px',
          pr: 1.5,
          font: 'inherit',
          fontSize: '1rem',
          color: 'text.primary',
          bgcolor: 'transparent',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:hover': { borderColor: 'text.primary' },
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
    </Box>
  );
}
