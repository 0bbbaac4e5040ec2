import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import { formatDate } from '../../lib/dates';
import { formatFileSize } from '../../lib/fileSize';
import { formatNumber } from '../../lib/i18n';
import { RoleChip } from './RoleChip';
import type { AccountsViewProps } from './accountText';

/** Named for screen readers only. (In sx, a width of 1 would mean 100%.) */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Accounts as a table, for screens wide enough for one. */
export function AccountsTable({ accounts, pendingId, onResetLink, onToggleDisabled, selfId }: AccountsViewProps) {
  const { t } = useTranslation('admin');
  return (
    <Table aria-label={t('accounts.title')} size="small" sx={{ '& td, & th': { py: 1.25 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('table.name')}</TableCell>
          <TableCell>{t('table.role')}</TableCell>
          <TableCell>{t('table.password')}</TableCell>
          <TableCell>{t('table.passkeys')}</TableCell>
          <TableCell>{t('table.storage')}</TableCell>
          <TableCell>{t('table.joined')}</TableCell>
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              {t('table.actions')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {accounts.map((account) => (
          <TableRow key={account.id} hover>
            <TableCell sx={{ maxWidth: 320 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {account.displayName}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {account.email}
              </Typography>
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                <RoleChip role={account.role} />
                {account.disabled && <Chip size="small" color="warning" label={t('accounts.disabled')} />}
              </Box>
            </TableCell>
            <TableCell>{account.hasPassword ? t('table.yes') : t('table.no')}</TableCell>
            <TableCell>{formatNumber(account.passkeyCount)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatFileSize(account.storageBytes)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(account.createdAt)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {account.id !== selfId && (
                <Button
                  size="small"
                  color={account.disabled ? 'primary' : 'warning'}
                  onClick={() => onToggleDisabled(account)}
                  disabled={pendingId === account.id}
                  aria-label={
                    account.disabled
                      ? t('accounts.enableLabel', { name: account.displayName })
                      : t('accounts.disableLabel', { name: account.displayName })
                  }
                  sx={{ mr: 1 }}
                >
                  {account.disabled ? t('table.enable') : t('table.disable')}
                </Button>
              )}
              <Button
                size="small"
                variant="outlined"
                onClick={() => onResetLink(account)}
                disabled={pendingId === account.id}
                aria-label={t('accounts.resetLinkLabel', { name: account.displayName })}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('table.resetLink')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
