import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
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
        toast({ title: 'Invitation not created', text: errorMessageOf(e, 'Please try again.'), variant: 'error' });
      }
      return fields;
    }
  };

  const confirmRevoke = async () => {
    if (!revokeTarget) return;
    try {
      await revoke({ variables: { id: revokeTarget.id } });
      toast({ title: 'Invitation revoked', text: 'Its link no longer works.', variant: 'success' });
    } catch (e) {
      toast({ title: 'Revoke failed', text: errorMessageOf(e, 'Please try again.'), variant: 'error' });
    }
    setRevokeTarget(null);
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader
        title="Invite family"
        intro="Send relatives a link to join you on Kinfolk. Each link creates one account."
        action={
          <Button variant="contained" startIcon={<AddLinkRoundedIcon />} onClick={() => setCreating(true)}>
            New invitation
          </Button>
        }
      />
      <Card component="section" aria-label="Your invitations">
        <CardContent sx={{ px: { xs: 2, sm: 3 } }}>
          {loading && !data ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={28} aria-label="Loading invitations" />
            </Box>
          ) : error && !data ? (
            <QueryErrorAlert message="Your invitations could not be loaded." onRetry={() => void refetch()} />
          ) : data && data.invitations.length > 0 ? (
            <InvitationList invitations={data.invitations} onRevoke={setRevokeTarget} />
          ) : (
            <EmptyState
              icon={<MailOutlineRoundedIcon />}
              title="No invitations yet"
              text="Create one and send the link to a relative, by message or e-mail."
            />
          )}
        </CardContent>
      </Card>
      <CreateInvitationDialog open={creating} onClose={() => setCreating(false)} onCreate={createInvitation} />
      <OneTimeLinkDialog
        open={created?.open ?? false}
        title="Your invitation link"
        link={created}
        onClose={() => setCreated((c) => (c ? { ...c, open: false } : c))}
        onClosed={() => setCreated(null)}
      >
        Send it to {created?.note ? `“${created.note}”` : 'the person you are inviting'}. Anyone with the link can create one
        account, so share it only with them.
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
