import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { InvitationFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { InvitationStatusChip } from './InvitationStatusChip';

/** When the invitation was made, and when it ends or how it ended. */
function Timeline({ invitation }: { invitation: InvitationFieldsFragment }) {
  const { t } = useTranslation('invitations');
  const parts = [t('list.created', { date: formatDate(invitation.createdAt) })];
  if (invitation.status === 'PENDING') parts.push(t('list.expires', { date: formatDate(invitation.expiresAt) }));
  if (invitation.status === 'EXPIRED') parts.push(t('list.expired', { date: formatDate(invitation.expiresAt) }));
  if (invitation.acceptedBy) parts.push(t('list.acceptedBy', { name: invitation.acceptedBy.displayName }));
  return parts.join(' · ');
}

export function InvitationList({
  invitations,
  onRevoke,
}: {
  invitations: InvitationFieldsFragment[];
  onRevoke: (invitation: InvitationFieldsFragment) => void;
}) {
  const { t } = useTranslation('invitations');
  return (
    <List disablePadding aria-label={t('list.label')}>
      {invitations.map((invitation, index) => {
        const label = invitation.note ?? t('list.withoutNote');
        return (
          <Box component="li" key={invitation.id} sx={{ listStyle: 'none' }}>
            {index > 0 && <Divider />}
            <ListItem component="div" disableGutters sx={{ gap: 2, py: 1.5, flexWrap: 'wrap' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: 240 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere', fontStyle: invitation.note ? 'normal' : 'italic' }}
                    color={invitation.note ? 'text.primary' : 'text.secondary'}
                  >
                    {label}
                  </Typography>
                  <InvitationStatusChip status={invitation.status} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  <Timeline invitation={invitation} />
                </Typography>
              </Box>
              {invitation.status === 'PENDING' && (
                <Button color="error" variant="outlined" size="small" onClick={() => onRevoke(invitation)} aria-label={t('list.revokeLabel', { label })}>
                  {t('list.revoke')}
                </Button>
              )}
            </ListItem>
          </Box>
        );
      })}
    </List>
  );
}
