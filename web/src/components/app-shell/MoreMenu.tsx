import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { preloadableLazy } from '../../lib/preloadableLazy';
import { useOnceTrue } from '../../lib/useOnceTrue';
import type { FeatureLink } from '../featureLink';
import { navStyle } from './NavLinkButton';

const MoreMenuList = preloadableLazy(() => import('./MoreMenuList').then((m) => m.MoreMenuList));

/** Secondary navigation; the caller renders it only when it has entries. */
export function MoreMenu({ items }: { items: FeatureLink[] }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOnceTrue(Boolean(anchor));
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
        onPointerEnter={() => void MoreMenuList.preload()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('shell.more')}
      </Button>
      {opened && <MoreMenuList items={items} anchor={anchor} onClose={close} />}
    </>
  );
}
