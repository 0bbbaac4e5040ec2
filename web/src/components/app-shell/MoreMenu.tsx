import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FeatureLink } from '../featureLink';
import { navStyle } from './NavLinkButton';

/** Secondary navigation; the caller renders it only when it has entries. */
export function MoreMenu({ items }: { items: FeatureLink[] }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('shell.more')}
      </Button>
      <Menu id="more-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {items.map((item) =>
          item.to ? (
            <MenuItem key={item.key} component={RouterLink} to={item.to} onClick={close}>
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText>{t(item.title)}</ListItemText>
            </MenuItem>
          ) : (
            <MenuItem key={item.key} component="a" href={item.href} onClick={close}>
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText>{t(item.title)}</ListItemText>
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
