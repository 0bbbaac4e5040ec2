import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { groupedLinks, navGroupTitle, type FeatureLink } from '../featureLink';

function Entry({ item, onClose }: { item: FeatureLink; onClose: () => void }) {
  const { t } = useTranslation('common');
  const content = (
    <>
      <ListItemIcon>{item.icon}</ListItemIcon>
      <ListItemText>{t(item.title)}</ListItemText>
    </>
  );
  return item.to ? (
    <MenuItem component={RouterLink} to={item.to} onClick={onClose}>
      {content}
    </MenuItem>
  ) : (
    <MenuItem component="a" href={item.href} onClick={onClose}>
      {content}
    </MenuItem>
  );
}

/**
 * The More menu's list, under its button (its code loads when the menu first opens), in sections
 * with a heading each so a long list stays easy to scan.
 */
export function MoreMenuList({ items, anchor, onClose }: { items: FeatureLink[]; anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation('common');
  const sections = groupedLinks(items);
  // MUI's menu moves the focus among its direct children, so the sections are laid out flat.
  const children = sections.flatMap(({ group, items: entries }, index) => [
    ...(index > 0 ? [<Divider key={`divider-${group ?? 'other'}`} component="li" role="separator" />] : []),
    ...(group && sections.length > 1
      ? [
          <ListSubheader key={`heading-${group}`} role="presentation" sx={{ lineHeight: '36px', bgcolor: 'transparent', fontWeight: 600 }}>
            {t(navGroupTitle[group])}
          </ListSubheader>,
        ]
      : []),
    ...entries.map((item) => <Entry key={item.key} item={item} onClose={onClose} />),
  ]);
  return (
    <Menu id="more-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {children}
    </Menu>
  );
}
