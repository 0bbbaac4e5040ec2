import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import { formatDate } from '../../lib/dates';
import { formatFileSize } from '../../lib/fileSize';
import { passkeyText, type AccountsViewProps } from './accountText';
import { RoleChip } from './RoleChip';

/** Accounts as cards, for phones. */
export function AccountCards({ accounts, pendingId, onResetLink, onToggleDisabled, selfId }: AccountsViewProps) {
  return (
    <Stack component="ul" aria-label="Accounts" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {accounts.map((account) => (
        <Box component="li" key={account.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{account.displayName}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {account.email}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 0.5, flexDirection: 'column', alignItems: 'flex-end' }}>
              <RoleChip role={account.role} />
              {account.disabled && <Chip size="small" color="warning" label="Disabled" />}
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {account.hasPassword ? 'Has a password' : 'No password'} · {passkeyText(account.passkeyCount)} · {formatFileSize(account.storageBytes)} stored · Joined {formatDate(account.createdAt)}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            fullWidth
            sx={{ mt: 1.5 }}
            onClick={() => onResetLink(account)}
            disabled={pendingId === account.id}
            aria-label={`Create password reset link for ${account.displayName}`}
          >
            Create password reset link
          </Button>
          {account.id !== selfId && (
            <Button
              size="small"
              fullWidth
              color={account.disabled ? 'primary' : 'warning'}
              sx={{ mt: 1 }}
              onClick={() => onToggleDisabled(account)}
              disabled={pendingId === account.id}
              aria-label={`${account.disabled ? 'Enable' : 'Disable'} the account of ${account.displayName}`}
            >
              {account.disabled ? 'Enable account' : 'Disable account'}
            </Button>
          )}
        </Box>
      ))}
    </Stack>
  );
}
