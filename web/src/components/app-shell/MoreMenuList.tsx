import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { FeatureLink } from '../featureLink';

/** The More menu's list, under its button (its code loads when the menu first opens). */
export function MoreMenuList({ items, anchor, onClose }: { items: FeatureLink[]; anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Menu id="more-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {items.map((item) =>
        item.to ? (
          <MenuItem key={item.key} component={RouterLink} to={item.to} onClick={onClose}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{t(item.title)}</ListItemText>
          </MenuItem>
        ) : (
          <MenuItem key={item.key} component="a" href={item.href} onClick={onClose}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{t(item.title)}</ListItemText>
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
