import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import FingerprintRoundedIcon from '@mui/icons-material/FingerprintRounded';
import type { PasskeyFieldsFragment } from '../../gql/graphql';
import { formatDate, formatRelative } from '../../lib/dates';

export function PasskeyList({ passkeys, onRemove }: { passkeys: PasskeyFieldsFragment[]; onRemove: (p: PasskeyFieldsFragment) => void }) {
  const { t } = useTranslation('security');
  return (
    <List disablePadding aria-label={t('passkeys.title')}>
      {passkeys.map((passkey, index) => (
        <Box component="li" key={passkey.id} sx={{ listStyle: 'none' }}>
          {index > 0 && <Divider />}
          <ListItem component="div" disableGutters sx={{ gap: 2, py: 1.5, flexWrap: 'wrap' }}>
            <FingerprintRoundedIcon color="action" sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{passkey.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('list.added', { date: formatDate(passkey.createdAt) })}
                {' · '}
                {passkey.lastUsedAt ? (
                  <span title={formatDate(passkey.lastUsedAt)}>{t('list.lastUsed', { when: formatRelative(passkey.lastUsedAt) })}</span>
                ) : (
                  t('list.neverUsed')
                )}
              </Typography>
            </Box>
            <Button color="error" variant="outlined" size="small" onClick={() => onRemove(passkey)} aria-label={t('list.removeLabel', { name: passkey.name })}>
              {t('list.remove')}
            </Button>
          </ListItem>
        </Box>
      ))}
    </List>
  );
}
