import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EmailRoundedIcon from '@mui/icons-material/EmailRounded';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import { UserAvatar } from '../../components/UserAvatar';
import type { SearchUsersQuery } from '../../gql/graphql';
import { formatNumber, i18n } from '../../lib/i18n';
import { ConnectForm } from './ConnectForm';

type Result = SearchUsersQuery['searchUsers'][number];

interface SearchResultItemProps {
  result: Result;
  /** A request was sent from this dialog. */
  requested: boolean;
  connecting: boolean;
  onConnect: () => void;
  onCancel: () => void;
  onSent: (userId: string) => void;
}

/** How well a user matches, e.g. "87% match", in the reader's language. */
export function matchPercent(score: number): string {
  return i18n.t('findFamily:result.match', { percent: formatNumber(Math.round(Math.min(1, Math.max(0, score)) * 100)) });
}

function Detail({ icon, children }: { icon: ReactElement; children: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', minWidth: 0, '& svg': { fontSize: 16 } }}>
      {icon}
      <Typography variant="body2" noWrap>
        {children}
      </Typography>
    </Box>
  );
}

/** One user found by the search: who they are, how well they match, and how to connect. */
export function SearchResultItem({ result, requested, connecting, onConnect, onCancel, onSent }: SearchResultItemProps) {
  const { t } = useTranslation('findFamily');
  const { user } = result;
  let status = null;
  if (result.isConnected) status = <Chip size="small" color="secondary" label={t('result.connected')} />;
  else if (result.hasPendingRequest || requested) status = <Chip size="small" variant="outlined" label={t('result.pending')} />;

  return (
    <Box component="li" aria-label={user.displayName} sx={{ py: 2, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <UserAvatar name={user.displayName} firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} size={48} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {user.displayName}
            </Typography>
            <Chip size="small" label={matchPercent(result.matchScore)} sx={{ bgcolor: 'rgba(95, 125, 100, 0.12)' }} />
          </Box>
          {user.location && <Detail icon={<PlaceRoundedIcon />}>{user.location}</Detail>}
          {user.email && <Detail icon={<EmailRoundedIcon />}>{user.email}</Detail>}
          {user.bio && (
            <Typography
              variant="body2"
              sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {user.bio}
            </Typography>
          )}
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          {status ??
            (!connecting && (
              <Button size="small" variant="outlined" onClick={onConnect} aria-label={t('connect.label', { name: user.displayName })}>
                {t('result.connect')}
              </Button>
            ))}
        </Box>
      </Box>
      {connecting && !status && <ConnectForm user={user} onCancel={onCancel} onSent={onSent} />}
    </Box>
  );
}
