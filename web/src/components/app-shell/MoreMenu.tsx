import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FeatureLink } from '../featureLink';
import { navStyle } from './NavLinkButton';

const MoreMenuList = lazy(() => import('./MoreMenuList').then((m) => ({ default: m.MoreMenuList })));

/** Secondary navigation; the caller renders it only when it has entries. */
export function MoreMenu({ items }: { items: FeatureLink[] }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the menu stays mounted, so that it closes with its animation.
  const [opened, setOpened] = useState(false);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        sx={navStyle}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'more-menu' : undefined}
        // The menu's code starts loading as the pointer comes.
        onPointerEnter={() => void import('./MoreMenuList')}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        {t('shell.more')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MoreMenuList items={items} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
