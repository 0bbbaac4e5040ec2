import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { FeatureLink } from '../featureLink';

// Labels stay on one line; on narrower desktops the icons go first, so the row never wraps.
const navStyle = {
  whiteSpace: 'nowrap',
  minWidth: 0,
  '& .MuiButton-startIcon': { display: { md: 'none', lg: 'inherit' } },
} as const;

const activeStyle = {
  ...navStyle,
  '&.active': { color: 'primary.main', bgcolor: 'rgba(181, 87, 59, 0.08)' },
} as const;

/** A header navigation entry: a router link for app routes, a plain link for server pages. */
export function NavLinkButton({ item }: { item: FeatureLink }) {
  const { t } = useTranslation('common');
  if (item.to) {
    return (
      <Button component={NavLink} to={item.to} startIcon={item.icon} color="inherit" sx={activeStyle}>
        {t(item.title)}
      </Button>
    );
  }
  return (
    <Button href={item.href} startIcon={item.icon} color="inherit" sx={navStyle}>
      {t(item.title)}
    </Button>
  );
}
