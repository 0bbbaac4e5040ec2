import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { errorMessageOf } from '../../apollo/errors';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useToast } from '../../components/toast';
import type { PasskeyFieldsFragment } from '../../gql/graphql';
import { AddPasskeyDialog } from './AddPasskeyDialog';
import { passkeyBrowser, passkeysNeedAName } from './passkeyBrowser';
import { PasskeyList } from './PasskeyList';
import { PasskeysDocument } from './passkeysQuery';
import { RemovePasskeyDialog } from './RemovePasskeyDialog';
import { usePasskeyMutations } from './usePasskeyMutations';

/** The viewer's passkeys: the list, adding one on this device and removing one. */
export function PasskeysPart() {
  const { t } = useTranslation('security');
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(PasskeysDocument);
  const { add, remove, removing } = usePasskeyMutations();
  const [adding, setAdding] = useState(false);
  const [removeTarget, setRemoveTarget] = useState<PasskeyFieldsFragment | null>(null);
  const support = passkeyBrowser.support();

  const addPasskey = async (name: string) => {
    const failure = await add(name);
    if (!failure) toast({ title: t('passkeys.addedTitle'), text: t('passkeys.addedText', { name }), variant: 'success' });
    return failure;
  };

  const confirmRemove = async () => {
    if (!removeTarget) return;
    try {
      await remove({ variables: { id: removeTarget.id } });
      toast({ title: t('passkeys.removedTitle'), text: t('passkeys.removedText', { name: removeTarget.name }), variant: 'success' });
    } catch (e) {
      toast({ title: t('passkeys.notRemovedTitle'), text: errorMessageOf(e, t('passkeys.tryAgain')), variant: 'error' });
    }
    setRemoveTarget(null);
  };

  return (
    <Box component="section" aria-labelledby="passkeys-title">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography id="passkeys-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('passkeys.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('passkeys.intro')}
          </Typography>
        </Box>
        {support === 'yes' && (
          <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={() => setAdding(true)}>
            {t('passkeys.add')}
          </Button>
        )}
      </Box>
      {support !== 'yes' && (
        <Alert severity="info" sx={{ my: 1.5 }}>
          {support === 'ip-address'
            ? passkeysNeedAName()
            : t('passkeys.unsupported')}
        </Alert>
      )}
      {loading && !data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={t('passkeys.loading')} />
        </Box>
      ) : error && !data ? (
        <QueryErrorAlert message={t('passkeys.loadFailed')} onRetry={() => void refetch()} />
      ) : data && data.passkeys.length > 0 ? (
        <PasskeyList passkeys={data.passkeys} onRemove={setRemoveTarget} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('passkeys.none')}
        </Typography>
      )}
      <AddPasskeyDialog open={adding} onClose={() => setAdding(false)} onAdd={addPasskey} />
      <RemovePasskeyDialog
        passkey={removeTarget}
        busy={removing}
        onCancel={() => setRemoveTarget(null)}
        onConfirm={() => void confirmRemove()}
      />
    </Box>
  );
}
