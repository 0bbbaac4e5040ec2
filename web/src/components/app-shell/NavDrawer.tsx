import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { groupedLinks, navGroupTitle, type FeatureLink } from '../featureLink';
import { SignOutForm } from '../SignOutForm';
import { UserAvatar } from '../UserAvatar';
import { BrandLogo } from './BrandLogo';
import type { ShellUser } from './types';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  user: ShellUser;
  mainItems: FeatureLink[];
  moreItems: FeatureLink[];
  signOutAction: string;
}

function DrawerEntry({ item, onClose }: { item: FeatureLink; onClose: () => void }) {
  const { t } = useTranslation('common');
  const content = (
    <>
      <ListItemIcon>{item.icon}</ListItemIcon>
      <ListItemText primary={t(item.title)} />
    </>
  );
  return (
    <ListItem disablePadding>
      {item.to ? (
        <ListItemButton component={NavLink} to={item.to} onClick={onClose} sx={{ '&.active': { color: 'primary.main' } }}>
          {content}
        </ListItemButton>
      ) : (
        <ListItemButton component="a" href={item.href}>
          {content}
        </ListItemButton>
      )}
    </ListItem>
  );
}

/** The navigation of narrow screens, with the same entries as the header plus Sign Out. */
export function NavDrawer({ open, onClose, user, mainItems, moreItems, signOutAction }: NavDrawerProps) {
  const { t } = useTranslation('common');
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t('shell.mainMenu') } }}>
      <Box sx={{ width: 290, display: 'flex', flexDirection: 'column', height: '100%' }} role="navigation" aria-label={t('shell.mainMenu')}>
        <Box sx={{ p: 2.5 }}>
          <BrandLogo size={30} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, pb: 2 }}>
          <UserAvatar
            name={user.displayName}
            firstName={user.firstName}
            lastName={user.lastName}
            imageUrl={user.profileImageUrl}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {user.displayName}
            </Typography>
            {user.email && (
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {user.email}
              </Typography>
            )}
          </Box>
        </Box>
        <Divider />
        <List>
          {mainItems.map((item) => (
            <DrawerEntry key={item.key} item={item} onClose={onClose} />
          ))}
        </List>
        {groupedLinks(moreItems).map(({ group, items }) => (
          <List key={group ?? 'other'} subheader={<ListSubheader disableSticky>{group ? t(navGroupTitle[group]) : t('shell.more')}</ListSubheader>}>
            {items.map((item) => (
              <DrawerEntry key={item.key} item={item} onClose={onClose} />
            ))}
          </List>
        ))}
        <Box sx={{ flexGrow: 1 }} />
        <Divider />
        <SignOutForm action={signOutAction}>
          <ListItemButton component="button" type="submit" sx={{ width: '100%', font: 'inherit' }}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={t('shell.signOut')} />
          </ListItemButton>
        </SignOutForm>
      </Box>
    </Drawer>
  );
}
