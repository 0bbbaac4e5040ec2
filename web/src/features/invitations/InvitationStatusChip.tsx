import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { InvitationStatus } from '../../gql/graphql';
import { tKey } from '../../lib/i18n';

const looks: Record<InvitationStatus, { label: string; color: ChipProps['color'] }> = {
  PENDING: { label: tKey('status.pending'), color: 'primary' },
  ACCEPTED: { label: tKey('status.accepted'), color: 'secondary' },
  EXPIRED: { label: tKey('status.expired'), color: 'default' },
  REVOKED: { label: tKey('status.revoked'), color: 'default' },
};

export function InvitationStatusChip({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation('invitations');
  const { label, color } = looks[status];
  return <Chip size="small" label={t(label)} color={color} variant={status === 'PENDING' ? 'outlined' : 'filled'} />;
}
