import Chip, { type ChipProps } from '@mui/material/Chip';
import type { InvitationStatus } from '../../gql/graphql';

const looks: Record<InvitationStatus, { label: string; color: ChipProps['color'] }> = {
  PENDING: { label: 'Pending', color: 'primary' },
  ACCEPTED: { label: 'Accepted', color: 'secondary' },
  EXPIRED: { label: 'Expired', color: 'default' },
  REVOKED: { label: 'Revoked', color: 'default' },
};

export function InvitationStatusChip({ status }: { status: InvitationStatus }) {
  const { label, color } = looks[status];
  return <Chip size="small" label={label} color={color} variant={status === 'PENDING' ? 'outlined' : 'filled'} />;
}
