import Chip from '@mui/material/Chip';
import type { Role } from '../../gql/graphql';

export function RoleChip({ role }: { role: Role }) {
  const administrator = role === 'ADMINISTRATOR';
  return (
    <Chip
      size="small"
      label={administrator ? 'Administrator' : 'Member'}
      color={administrator ? 'primary' : 'default'}
      variant={administrator ? 'filled' : 'outlined'}
    />
  );
}
