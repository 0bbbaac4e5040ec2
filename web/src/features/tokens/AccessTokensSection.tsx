import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import { fieldErrorsOf } from '../../apollo/errors';
import { EmptyState } from '../../components/EmptyState';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useToast } from '../../components/toast';
import { AccessTokenList, type AccessTokenRow } from './AccessTokenList';
import { AccessTokensDocument } from './accessTokensQuery';
import { CreateTokenDialog } from './CreateTokenDialog';
import { RevokeTokenDialog } from './RevokeTokenDialog';
import { TokenSecretDialog } from './TokenSecretDialog';
import { useAccessTokenMutations } from './useAccessTokenMutations';

/** Personal access tokens, for scripts and apps that use the API as this user. */
export function AccessTokensSection() {
  const { t } = useTranslation('tokens');
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AccessTokensDocument);
  const { create, revoke, revoking } = useAccessTokenMutations();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ token: string; name: string; open: boolean } | null>(null);
  const [revokeTarget, setRevokeTarget] = useState<AccessTokenRow | null>(null);

  const createToken = async (name: string) => {
    try {
      const result = await create({ variables: { name } });
      const created = result.data?.createAccessToken;
      if (!created) return;
      setCreating(false);
      setSecret({ token: created.token, name: created.accessToken.name, open: true });
    } catch (e) {
      toast({ title: t('toast.notCreatedTitle'), text: t('toast.notCreatedText'), variant: 'error' });
      return fieldErrorsOf(e);
    }
  };

  const confirmRevoke = async () => {
    if (!revokeTarget) return;
    try {
      await revoke({ variables: { id: revokeTarget.id } });
      toast({ title: t('toast.revokedTitle'), text: t('toast.revokedText', { name: revokeTarget.name }), variant: 'success' });
    } catch {
      toast({ title: t('toast.revokeFailedTitle'), text: t('toast.revokeFailedText'), variant: 'error' });
    }
    setRevokeTarget(null);
  };

  return (
    <Card component="section" aria-labelledby="access-tokens-title">
      <CardHeader
        avatar={<KeyRoundedIcon color="primary" />}
        title={t('section.title')}
        subheader={t('section.intro')}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'access-tokens-title' } }}
        action={
          <Button startIcon={<AddRoundedIcon />} variant="outlined" onClick={() => setCreating(true)}>
            {t('section.new')}
          </Button>
        }
        sx={{
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          rowGap: 1.5,
          // On a phone the icon stays beside the title and the button takes the next row.
          '& .MuiCardHeader-content': { flex: '1 1 0', minWidth: 0 },
          '& .MuiCardHeader-action': { flexBasis: { xs: '100%', sm: 'auto' } },
        }}
      />
      <CardContent sx={{ pt: 0 }}>
        {loading && !data ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label={t('section.loading')} />
          </Box>
        ) : error && !data ? (
          <QueryErrorAlert message={t('section.loadFailed')} onRetry={() => void refetch()} />
        ) : data && data.accessTokens.length > 0 ? (
          <AccessTokenList tokens={data.accessTokens} onRevoke={setRevokeTarget} />
        ) : (
          <EmptyState title={t('section.emptyTitle')} text={t('section.emptyText')} />
        )}
      </CardContent>
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} onCreate={createToken} />
      <TokenSecretDialog
        open={secret?.open ?? false}
        token={secret?.token ?? ''}
        name={secret?.name ?? ''}
        onClose={() => setSecret((s) => (s ? { ...s, open: false } : s))}
        onClosed={() => setSecret(null)}
      />
      <RevokeTokenDialog
        token={revokeTarget}
        busy={revoking}
        onCancel={() => setRevokeTarget(null)}
        onConfirm={() => void confirmRevoke()}
      />
    </Card>
  );
}
