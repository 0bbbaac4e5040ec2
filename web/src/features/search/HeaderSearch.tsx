import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { Hint } from '../../components/Hint';
import { preloadableLazy } from '../../lib/preloadableLazy';
import { useOnceTrue } from '../../lib/useOnceTrue';
import { SearchStandIn } from './SearchStandIn';

// The search's own code (the combobox, its list, the query) loads when it is about to be used.
const SearchBox = preloadableLazy(() => import('./SearchBox').then((m) => m.SearchBox));
const PhoneSearchDialog = preloadableLazy(() => import('./PhoneSearchDialog').then((m) => m.PhoneSearchDialog));

/**
 * Beside the navigation: a stand-in until the box is wanted, then the box, which takes the focus
 * and what was typed. The stand-in stays (focused, taking keys) until the box's code is there.
 */
function DesktopSearch() {
  const [typed, setTyped] = useState('');
  const [ready, setReady] = useState(false);
  if (ready) return <SearchBox autoFocus initialText={typed} />;
  return <SearchStandIn onNear={() => void SearchBox.preload()} onWanted={() => void SearchBox.preload().then(() => setReady(true))} onTyped={setTyped} />;
}

/**
 * The header's search: a box beside the navigation, or on phones an icon that opens the search
 * over the whole screen.
 */
export function HeaderSearch() {
  const { t } = useTranslation('search');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const opened = useOnceTrue(open);

  if (!phone) {
    // Beside the navigation there is room for the magnifier only: the box widens over the links
    // while it is used, rather than pushing them aside.
    return (
      <Box
        role="search"
        sx={{
          position: 'relative',
          flexShrink: 0,
          height: 40,
          width: { sm: 240, md: 40 },
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            width: '100%',
            zIndex: 1,
            // The field's input keeps a minimum width: clipped, it cannot cover the bell beside it.
            overflow: 'hidden',
            transition: (t) =>
              t.transitions.create('width', {
                duration: t.transitions.duration.shorter,
              }),
            '& input::placeholder': { opacity: { md: 0 } },
            '&:focus-within': { width: { md: 320 } },
            '&:focus-within input::placeholder': { opacity: 0.5 },
          }}
        >
          <DesktopSearch />
        </Box>
      </Box>
    );
  }
  return (
    <>
      <Hint title={t('search')}>
        <IconButton
          aria-label={t('search')}
          onPointerEnter={() => void PhoneSearchDialog.preload()}
          onClick={() => setOpen(true)}
        >
          <SearchRoundedIcon />
        </IconButton>
      </Hint>
      {opened && <PhoneSearchDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
