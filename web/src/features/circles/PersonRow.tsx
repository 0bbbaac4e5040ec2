import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '../../components/UserAvatar';
import type { FamilyCirclePersonFragment } from '../../gql/graphql';

/** One person in a circle's lists: avatar, name, a line about them, and what may be done. */
export function PersonRow({ person, details, actions }: { person: FamilyCirclePersonFragment; details?: ReactNode; actions?: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <UserAvatar name={person.displayName} firstName={person.firstName} lastName={person.lastName} imageUrl={person.profileImageUrl} size={36} />
      <Box sx={{ minWidth: 0, flex: '1 1 120px' }}>
        <Typography variant="subtitle2" noWrap>
          {person.displayName}
        </Typography>
        {details && (
          <Typography variant="body2" color="text.secondary" component="div">
            {details}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0, ml: 'auto' }}>{actions}</Box>}
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
