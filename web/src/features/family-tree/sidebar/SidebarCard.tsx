import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '../../../components/UserAvatar';

export function SidebarCard({ id, title, icon, children }: { id: string; title: string; icon: ReactElement; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardHeader title={title} avatar={icon} slotProps={{ title: { variant: 'h6', component: 'h2', id } }} />
      <CardContent sx={{ pt: 1, '&:last-child': { pb: 2.5 } }}>{children}</CardContent>
    </Card>
  );
}

/** Placeholder rows while a card's list loads. */
export function PeopleSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="85%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

interface PersonRowProps {
  user: { displayName: string; firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null };
  details?: ReactNode;
  actions?: ReactNode;
}

/** One person in a sidebar list: photo, name, a line or two about them, and what can be done. */
export function PersonRow({ user, details, actions }: PersonRowProps) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <UserAvatar name={user.displayName} firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="subtitle2" noWrap>
          {user.displayName}
        </Typography>
        {details && (
          <Typography variant="body2" color="text.secondary" component="div">
            {details}
          </Typography>
        )}
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>{actions}</Box>}
      </Box>
    </Box>
  );
}

export function PeopleList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {children}
    </Box>
  );
}
