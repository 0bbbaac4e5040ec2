import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../lib/dates';
import { passkeyText, type AccountsViewProps } from './accountText';
import { RoleChip } from './RoleChip';

/** Accounts as cards, for phones. */
export function AccountCards({ accounts, pendingId, onResetLink }: AccountsViewProps) {
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
            <RoleChip role={account.role} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {account.hasPassword ? 'Has a password' : 'No password'} · {passkeyText(account.passkeyCount)} · Joined {formatDate(account.createdAt)}
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
        </Box>
      ))}
    </Stack>
  );
}
