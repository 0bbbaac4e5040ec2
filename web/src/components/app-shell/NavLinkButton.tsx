import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { FeatureLink } from '../featureLink';
import { mix, tone } from '../../theme/palette';

// Labels stay on one line; on narrower desktops the icons go first, and the entries are closer
// together than other buttons, so that the row fits beside the search and the bell, in the
// longer words of Spanish too.
export const navStyle = {
  whiteSpace: 'nowrap',
  minWidth: 0,
  paddingInline: 1.5,
  '& .MuiButton-startIcon': { display: { md: 'none', lg: 'inherit' } },
} as const;

const activeStyle = {
  ...navStyle,
  '&.active': { color: 'primary.main', bgcolor: mix(tone.terracotta, 0.08) },
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
