import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { UserAvatar } from '../../../components/UserAvatar';
import { useToast } from '../../../components/toast';
import { errorMessageOf } from '../../../apollo/errors';
import type { DnaConsentFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import { i18n } from '../../../lib/i18n';
import { AddConsentForm } from './AddConsentForm';
import { WithdrawDnaMatchConsentDocument } from './kitPageQueries';

/** Whom an agreement is with, in words. */
export function consentName(consent: DnaConsentFieldsFragment): string {
  if (consent.withUser) return i18n.t('dna:consents.withUser', { name: consent.withUser.displayName });
  if (consent.tree) return i18n.t('dna:consents.withTree', { tree: consent.tree.name });
  return i18n.t('dna:consents.withTreeGone');
}

/** Asks before withdrawing an agreement: the comparisons it allowed are removed at once. */
function WithdrawDialog({ consent, onClose }: { consent: DnaConsentFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation('dna');
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [withdraw, { loading }] = useMutation(WithdrawDnaMatchConsentDocument, { refetchQueries: ['MyDnaKits'] });
  const name = consentName(consent);
  const confirm = async () => {
    setProblem(null);
    try {
      await withdraw({ variables: { id: consent.id } });
    } catch (error) {
      setProblem(errorMessageOf(error, t('consents.withdrawFailed')));
      return;
    }
    toast({ title: t('consents.withdrawn', { name }), variant: 'success' });
    onClose();
  };
  return (
    <ConfirmDialog open title={t('consents.withdrawTitle')} confirmLabel={t('consents.withdrawConfirm')} busy={loading} problem={problem} onConfirm={() => void confirm()} onClose={onClose}>
      {t('consents.withdrawText', { name })}
    </ConfirmDialog>
  );
}

/** One agreement: whom with, since when, and Withdraw. */
function ConsentItem({ consent, onWithdraw }: { consent: DnaConsentFieldsFragment; onWithdraw: () => void }) {
  const { t } = useTranslation('dna');
  const name = consentName(consent);
  const user = consent.withUser;
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, pr: 0 }}>
      <ListItemAvatar>
        {user ? (
          <UserAvatar name={user.displayName} firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} />
        ) : (
          <Avatar>
            <AccountTreeRoundedIcon />
          </Avatar>
        )}
      </ListItemAvatar>
      <ListItemText primary={name} secondary={t('consents.since', { date: formatDate(consent.createdAt) })} sx={{ flex: '1 1 180px', minWidth: 0, overflowWrap: 'anywhere' }} />
      <Button color="error" onClick={onWithdraw} aria-label={t('consents.withdrawOf', { name })}>
        {t('consents.withdraw')}
      </Button>
    </ListItem>
  );
}

/**
 * A kit's agreements to match, in plain words: a comparison happens only when both sides agreed,
 * and nobody else ever sees the kit. Add one (a relative, or everyone in a tree); withdraw one.
 */
export function ConsentSettings({ kitId, consents }: { kitId: string; consents: DnaConsentFieldsFragment[] }) {
  const { t } = useTranslation('dna');
  const [withdrawing, setWithdrawing] = useState<DnaConsentFieldsFragment | null>(null);
  return (
    <Box>
      <Alert severity="info" role="note" sx={{ mb: 2.5 }}>
        <Typography sx={{ mb: 1 }}>{t('consents.howItWorks')}</Typography>
        <Typography>{t('consents.private')}</Typography>
      </Alert>
      <Typography variant="h6" component="h3" id="dna-consents-title" sx={{ mb: 1 }}>
        {t('consents.title')}
      </Typography>
      {consents.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('consents.none')}
        </Typography>
      ) : (
        <List aria-labelledby="dna-consents-title" sx={{ mb: 2 }}>
          {consents.map((consent) => (
            <ConsentItem key={consent.id} consent={consent} onWithdraw={() => setWithdrawing(consent)} />
          ))}
        </List>
      )}
      <AddConsentForm kitId={kitId} consents={consents} />
      {withdrawing && <WithdrawDialog consent={withdrawing} onClose={() => setWithdrawing(null)} />}
    </Box>
  );
}
