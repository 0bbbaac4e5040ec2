import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import type { FeatureLink } from '../featureLink';
import { Hint } from '../Hint';
import { SignOutForm } from '../SignOutForm';
import { UserAvatar } from '../UserAvatar';
import { BrandLogo } from './BrandLogo';
import { MoreMenu } from './MoreMenu';
import { NavLinkButton } from './NavLinkButton';
import type { ShellUser } from './types';

/** Off screen but read out: what names the profile link. */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface AppHeaderProps {
  user: ShellUser;
  mainItems: FeatureLink[];
  moreItems: FeatureLink[];
  profilePath: string;
  signOutAction: string;
  onOpenDrawer: () => void;
  /** The search box, from the search feature. */
  search?: ReactNode;
  /** The notification bell, from the notifications feature. */
  notifications?: ReactNode;
}

export function AppHeader({ user, mainItems, moreItems, profilePath, signOutAction, onOpenDrawer, search, notifications }: AppHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <AppBar position="sticky">
      {/* Closer together on a phone, so that everything fits on the narrowest (320 px). */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <IconButton
          edge="start"
          aria-label={t('shell.openMenu')}
          onClick={onOpenDrawer}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box component={RouterLink} to="/" aria-label={t('shell.home')} sx={{ textDecoration: 'none', display: 'flex', mr: { xs: 0.5, sm: 2 } }}>
          <BrandLogo size={32} />
        </Box>
        <Box component="nav" aria-label={t('shell.mainNavigation')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
          {mainItems.map((item) => (
            <NavLinkButton key={item.key} item={item} />
          ))}
          {moreItems.length > 0 && <MoreMenu items={moreItems} />}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        {search}
        {notifications}
        <SignOutForm action={signOutAction}>
          <Hint title={t('shell.signOut')}>
            <IconButton type="submit" aria-label={t('shell.signOut')} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
              <LogoutIcon />
            </IconButton>
          </Hint>
        </SignOutForm>
        <Hint title={t('shell.yourProfile')}>
          {/* Named by its hidden text, not an aria-label: the initials drawn in it would not match a label. */}
          <IconButton component={RouterLink} to={profilePath} sx={{ p: 0.5 }}>
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {t('shell.yourProfile')}
            </Box>
            <UserAvatar
              name={user.displayName}
              firstName={user.firstName}
              lastName={user.lastName}
              imageUrl={user.profileImageUrl}
              size={36}
              // The link is named "Your profile"; the initials are not read out.
              aria-hidden
            />
          </IconButton>
        </Hint>
      </Toolbar>
    </AppBar>
  );
}
