import { NavLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { FeatureLink } from '../featureLink';

const activeStyle = {
  '&.active': { color: 'primary.main', bgcolor: 'rgba(181, 87, 59, 0.08)' },
} as const;

/** A header navigation entry: a router link for app routes, a plain link for server pages. */
export function NavLinkButton({ item }: { item: FeatureLink }) {
  if (item.to) {
    return (
      <Button component={NavLink} to={item.to} startIcon={item.icon} color="inherit" sx={activeStyle}>
        {item.title}
      </Button>
    );
  }
  return (
    <Button href={item.href} startIcon={item.icon} color="inherit">
      {item.title}
    </Button>
  );
}
