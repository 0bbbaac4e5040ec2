import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import AddLinkRoundedIcon from '@mui/icons-material/AddLinkRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import { EmptyState } from '../../components/EmptyState';
import { OneTimeLinkDialog, type OneTimeLink } from '../../components/OneTimeLinkDialog';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useToast } from '../../components/toast';
import type { InvitationFieldsFragment } from '../../gql/graphql';
import { CreateInvitationDialog } from './CreateInvitationDialog';
import { InvitationList } from './InvitationList';
import { InvitationsDocument } from './invitationsQuery';
import { RevokeInvitationDialog } from './RevokeInvitationDialog';
import { useInvitationMutations } from './useInvitationMutations';

interface CreatedLink extends OneTimeLink {
  note: string | null;
  open: boolean;
}

/** Invitation links the viewer sent: make a new one, see who joined, revoke the unused ones. */
export function InvitationsPage() {
  const { t } = useTranslation('invitations');
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(InvitationsDocument);
  const { create, revoke, revoking } = useInvitationMutations();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedLink | null>(null);
  const [revokeTarget, setRevokeTarget] = useState<InvitationFieldsFragment | null>(null);

  const createInvitation = async (note: string | null) => {
    try {
      const result = await create({ variables: { input: { note } } });
      const answer = result.data?.createInvitation;
      if (!answer) return;
      setCreating(false);
      setCreated({ url: answer.url, expiresAt: answer.invitation.expiresAt, note: answer.invitation.note ?? null, open: true });
    } catch (e) {
      const fields = fieldErrorsOf(e);
      if (!fields.note) {
        toast({ title: t('toast.notCreatedTitle'), text: errorMessageOf(e, t('toast.tryAgain')), variant: 'error' });
      }
      return fields;
    }
  };

  const confirmRevoke = async () => {
    if (!revokeTarget) return;
    try {
      await revoke({ variables: { id: revokeTarget.id } });
      toast({ title: t('toast.revokedTitle'), text: t('toast.revokedText'), variant: 'success' });
    } catch (e) {
      toast({ title: t('toast.revokeFailedTitle'), text: errorMessageOf(e, t('toast.tryAgain')), variant: 'error' });
    }
    setRevokeTarget(null);
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader
        title={t('page.title')}
        intro={t('page.intro')}
        action={
          <Button variant="contained" startIcon={<AddLinkRoundedIcon />} onClick={() => setCreating(true)}>
            {t('page.new')}
          </Button>
        }
      />
      <Card component="section" aria-label={t('list.label')}>
        <CardContent sx={{ px: { xs: 2, sm: 3 } }}>
          {loading && !data ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={28} aria-label={t('page.loading')} />
            </Box>
          ) : error && !data ? (
            <QueryErrorAlert message={t('page.loadFailed')} onRetry={() => void refetch()} />
          ) : data && data.invitations.length > 0 ? (
            <InvitationList invitations={data.invitations} onRevoke={setRevokeTarget} />
          ) : (
            <EmptyState
              icon={<MailOutlineRoundedIcon />}
              title={t('page.emptyTitle')}
              text={t('page.emptyText')}
            />
          )}
        </CardContent>
      </Card>
      <CreateInvitationDialog open={creating} onClose={() => setCreating(false)} onCreate={createInvitation} />
      <OneTimeLinkDialog
        open={created?.open ?? false}
        title={t('linkDialog.title')}
        link={created}
        onClose={() => setCreated((c) => (c ? { ...c, open: false } : c))}
        onClosed={() => setCreated(null)}
      >
        {created?.note ? t('linkDialog.sendToNote', { note: created.note }) : t('linkDialog.sendToSomeone')}
      </OneTimeLinkDialog>
      <RevokeInvitationDialog
        invitation={revokeTarget}
        busy={revoking}
        onCancel={() => setRevokeTarget(null)}
        onConfirm={() => void confirmRevoke()}
      />
    </Box>
  );
}
