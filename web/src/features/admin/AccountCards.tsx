import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  return (
    <Stack component="ul" aria-label={t('accounts.title')} spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
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
              {account.disabled && <Chip size="small" color="warning" label={t('accounts.disabled')} />}
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {[
              account.hasPassword ? t('accounts.hasPassword') : t('accounts.noPassword'),
              passkeyText(account.passkeyCount),
              t('accounts.stored', { size: formatFileSize(account.storageBytes) }),
              t('accounts.joined', { date: formatDate(account.createdAt) }),
            ].join(' · ')}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            fullWidth
            sx={{ mt: 1.5 }}
            onClick={() => onResetLink(account)}
            disabled={pendingId === account.id}
            aria-label={t('accounts.resetLinkLabel', { name: account.displayName })}
          >
            {t('accounts.resetLinkLong')}
          </Button>
          {account.id !== selfId && (
            <Button
              size="small"
              fullWidth
              color={account.disabled ? 'primary' : 'warning'}
              sx={{ mt: 1 }}
              onClick={() => onToggleDisabled(account)}
              disabled={pendingId === account.id}
              aria-label={
                account.disabled
                  ? t('accounts.enableLabel', { name: account.displayName })
                  : t('accounts.disableLabel', { name: account.displayName })
              }
            >
              {account.disabled ? t('accounts.enableAccount') : t('accounts.disableAccount')}
            </Button>
          )}
        </Box>
      ))}
    </Stack>
  );
}
