import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { AccessTokensQuery } from '../../gql/graphql';
import { formatDate, formatRelative } from '../../lib/dates';

export type AccessTokenRow = AccessTokensQuery['accessTokens'][number];

export function AccessTokenList({ tokens, onRevoke }: { tokens: AccessTokenRow[]; onRevoke: (token: AccessTokenRow) => void }) {
  const { t } = useTranslation('tokens');
  return (
    <List disablePadding aria-label={t('list.label')}>
      {tokens.map((token, index) => (
        <Box component="li" key={token.id} sx={{ listStyle: 'none' }}>
          {index > 0 && <Divider />}
          <ListItem component="div" disableGutters sx={{ gap: 2, py: 1.5, flexWrap: 'wrap' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{token.name}</Typography>
              <Typography variant="body2" color="text.secondary" component="div">
                <Box component="code" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>
                  {token.prefix}…
                </Box>
                {' · '}
                {t('list.created', { date: formatDate(token.createdAt) })}
                {' · '}
                {token.lastUsedAt ? (
                  <span title={formatDate(token.lastUsedAt)}>{t('list.lastUsed', { when: formatRelative(token.lastUsedAt) })}</span>
                ) : (
                  t('list.neverUsed')
                )}
              </Typography>
            </Box>
            <Button color="error" variant="outlined" size="small" onClick={() => onRevoke(token)} aria-label={t('list.revokeLabel', { name: token.name })}>
              {t('list.revoke')}
            </Button>
          </ListItem>
        </Box>
      ))}
    </List>
  );
}
